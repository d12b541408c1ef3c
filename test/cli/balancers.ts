// HAProxy and nginx from Debian's packages in front of `tna serve` instances, for the tests: the
// shipped deploy/haproxy.cfg and deploy/nginx.conf with only their addresses and ports changed,
// run in the foreground; HAProxy's view of each instance read from its stats page.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../free-port.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './serve-process.js';

export type BalancerKind = 'haproxy' | 'nginx';

/** The program on PATH, or in /usr/sbin where Debian puts both (not on every user's PATH). */
function program(name: BalancerKind): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/sbin'];
  const found = dirs.map((dir) => path.join(dir, name)).find((file) => existsSync(file));
  return found && spawnSync(found, ['-v'], { encoding: 'utf8' }).status === 0 ? found : undefined;
}
const PROGRAMS: Record<BalancerKind, string | undefined> = { haproxy: program('haproxy'), nginx: program('nginx') };
/** Why a balancer's tests are skipped: it is not installed. */
export const BALANCER_SKIP: Record<BalancerKind, string | undefined> = {
  haproxy: PROGRAMS.haproxy ? undefined : 'HAProxy is not installed (Debian package haproxy)',
  nginx: PROGRAMS.nginx ? undefined : 'nginx is not installed (Debian package nginx)',
};

/** The shipped file's `server` lines (the first as the pattern of all) replaced by one per instance port. */
function withInstances(shipped: string, pattern: RegExp, instances: number[], name: string): string {
  const servers = [...shipped.matchAll(pattern)];
  if (servers.length < 2) throw new Error(`${name} names fewer than two servers`);
  const [, before, after] = servers[0];
  const lines = instances.map((port, i) => `${before.replace(/tna\d+/, `tna${i + 1}`)}127.0.0.1:${port}${after}`);
  const block = servers.map((m) => m[0]).join('\n');
  if (!shipped.includes(block)) throw new Error(`${name}: the server lines are not together`);
  return shipped.replace(block, lines.join('\n'));
}

/** deploy/haproxy.cfg, with the front door, the stats page and one `server` line per instance moved to these ports. */
export function shippedHaproxy(front: number, stats: number, instances: number[]): string {
  const shipped = readFileSync(path.join(ROOT, 'deploy', 'haproxy.cfg'), 'utf8');
  const moved = shipped.replace(/^(\s*bind\s+):8080\b/m, `$1127.0.0.1:${front}`).replace(/^(\s*bind\s+)127\.0\.0\.1:8404\b/m, `$1127.0.0.1:${stats}`);
  if (/:8080\b|:8404\b/.test(moved)) throw new Error('deploy/haproxy.cfg binds other addresses than the tests expect');
  return withInstances(moved, /^(\s*server\s+tna\d+\s+)127\.0\.0\.1:\d+(.*)$/gm, instances, 'deploy/haproxy.cfg');
}

/** deploy/nginx.conf, with the front door and one `server` line per instance moved to these ports. */
export function shippedNginx(front: number, instances: number[]): string {
  const shipped = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const moved = shipped.replace(/^(\s*listen\s+)8080;/m, `$1127.0.0.1:${front};`);
  if (/\b8080\b/.test(moved)) throw new Error('deploy/nginx.conf listens on other addresses than the tests expect');
  return withInstances(moved, /^(\s*server\s+)127\.0\.0\.1:\d+(.*)$/gm, instances, 'deploy/nginx.conf');
}

export interface Balancer {
  /** http://127.0.0.1:<front port> */
  url: string;
  /** Resolves once HAProxy's checks say `server` (tna1, tna2, …) is `state`; at once for nginx, which checks nothing. */
  waitFor(server: string, state: 'UP' | 'DOWN'): Promise<void>;
  /** What the balancer wrote (its warnings and its log), for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Asks again until the answer is right: a balancer's checks run on their own clock. */
async function until(child: ChildProcess, ok: () => Promise<boolean>, what: string, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the balancer exited while waiting for ${what}:\n${output()}`);
    if (await ok().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the balancer on its shipped configuration in front of these instance ports. */
export async function startBalancer(kind: BalancerKind, instances: number[]): Promise<Balancer> {
  const [front, stats] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), `tna-${kind}-`));
  let args: string[];
  if (kind === 'haproxy') {
    writeFileSync(path.join(dir, 'haproxy.cfg'), shippedHaproxy(front, stats, instances));
    args = ['-db', '-f', path.join(dir, 'haproxy.cfg')];
  } else {
    // The shipped file is what Debian's nginx.conf includes inside its http block; around it, only
    // what a foreground nginx in a temporary directory needs.
    writeFileSync(path.join(dir, 'tna.conf'), shippedNginx(front, instances));
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${path.join(dir, name)};`).join('\n');
    writeFileSync(path.join(dir, 'nginx.conf'), `pid ${dir}/nginx.pid;\nerror_log stderr warn;\nevents {}\nhttp {\naccess_log off;\n${temp}\ninclude ${dir}/tna.conf;\n}\n`);
    args = ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'];
  }
  const child: ChildProcess = spawn(PROGRAMS[kind]!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: string) => (output = (output + chunk).slice(-200_000));
  child.stdout!.setEncoding('utf8').on('data', keep);
  child.stderr!.setEncoding('utf8').on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${stats}/stats;csv`)).text();
    const [head, ...rows] = csv.trim().split('\n');
    const columns = head.replace(/^# /, '').split(',');
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
    return new Map(rows.map((row) => row.split(',')).filter((cells) => cells[px] === 'tna' && /^tna\d+$/.test(cells[sv])).map((cells) => [cells[sv], cells[status]]));
  };
  const balancer: Balancer = {
    url: `http://127.0.0.1:${front}`,
    waitFor: (server, state) => (kind === 'haproxy' ? until(child, async () => (await states()).get(server) === state, `${server} ${state}`, () => output) : Promise.resolve()),
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // Listening: HAProxy's stats page lists every instance, nginx's front door answers.
  const ready = kind === 'haproxy' ? async () => (await states()).size === instances.length : async () => (await fetch(`${balancer.url}/healthz`)).status > 0;
  await until(child, ready, 'it to listen', () => output);
  return balancer;
}
