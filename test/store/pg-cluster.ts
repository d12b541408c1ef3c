// A throw-away PostgreSQL cluster for the tests: initdb in a temporary directory, a random port, stopped at the end.
// As root (CI), the server runs as the unprivileged `postgres` user, since initdb refuses root.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from '../free-port.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface Cluster {
  port: number;
  /** A URL of a database on the cluster (default: postgres). */
  url(database?: string): string;
  /** A new empty database; answers its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (fast: in-flight connections are cut off) and starts it again on the same port. */
  stopServer(mode?: 'fast' | 'immediate'): Promise<void>;
  startServer(): Promise<void>;
  stop(): Promise<void>;
}

/** Why the PostgreSQL tests are skipped: only when TNA_TEST_PG is explicitly `off`. */
export const PG_SKIP = process.env.TNA_TEST_PG === 'off' ? 'PostgreSQL tests are off (TNA_TEST_PG=off)' : undefined;

function findBin(name: string): string {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(debian, version, 'bin'));
  }
  for (const dir of dirs) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  throw new Error(`the PostgreSQL tests need ${name} (the postgresql package) on PATH or under /usr/lib/postgresql/*/bin; set TNA_TEST_PG=off to skip them`);
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function pgRun(bin: string, args: string[]) {
  return asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);
}

let databases = 0;

export async function startCluster(): Promise<Cluster> {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  await pgRun(initdb, ['-D', data, '-A', 'trust', '-U', 'tna', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => pgRun(pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  const stopNow = (mode: string) => pgRun(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']);
  await start();
  let running = true;
  const cleanUp = () => {
    if (running) {
      try {
        execFileSync(asRoot ? 'runuser' : pgCtl, [...(asRoot ? ['-u', 'postgres', '--', pgCtl] : []), '-D', data, '-m', 'immediate', 'stop'], { stdio: 'ignore' });
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  const url = (database = 'postgres') => `postgres://tna@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase() {
      const name = `tna_test_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stopServer(mode = 'fast') {
      await stopNow(mode);
      running = false;
    },
    async startServer() {
      await start();
      running = true;
    },
    async stop() {
      if (running) await stopNow('immediate').catch(() => undefined);
      running = false;
      process.removeListener('exit', cleanUp);
      cleanUp();
    },
  };
}

/** The rows a query gives on the database at `url`, over a connection of its own. */
export async function sql<R extends object = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}
