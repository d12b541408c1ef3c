// Benchmark: `tna serve` as a team uses it — N clients in parallel, each sending a 200 KB text
// (State of the Union addresses) as soon as its last answer came, for a minute: latency
// percentiles, requests per second, the server's peak memory, and how every request ended. The
// same load then goes through HAProxy (deploy/haproxy.cfg) to two instances on one PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { percentile, positiveNumber } from './options.mjs';
import { peakMiB, startServe, TOKEN } from './serve-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST_DIST = path.join(ROOT, 'dist', 'test');
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');

const USAGE = `Usage: node bench/serve-load.mjs [--clients 50] [--kb 200] [--duration 60] [--workers N] [--memory-budget MiB] [--fleet 1,2] [--json]
Starts \`tna serve\` on 127.0.0.1 and runs --clients clients for --duration seconds, each sending
graphAndStatements with a --kb KB text (a different run of addresses each time) as soon as its
previous answer came. Prints p50/p95/p99 latency, requests per second, the server's peak resident
memory (Linux: VmHWM of the server process) and the answers by status; fails on any 5xx but 503.
--fleet lists the setups to load, one after the other: 1 is one instance, reached directly; 2 (or
more) is that many instances on one PostgreSQL (TNA_STORE_URL, else a throw-away cluster) behind
HAProxy running deploy/haproxy.cfg (skipped, with a note, where HAProxy is not installed).`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '50' },
      kb: { type: 'string', default: '200' },
      duration: { type: 'string', default: '60' },
      workers: { type: 'string' },
      'memory-budget': { type: 'string' },
      fleet: { type: 'string', default: '1,2' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const number = (name) => positiveNumber(values, name);
  const fleet = values.fleet.split(',').map(Number);
  if (!fleet.every((n) => Number.isInteger(n) && n >= 1 && n <= 8)) throw new Error(`--fleet must list instance counts from 1 to 8, like 1,2 (got "${values.fleet}")`);
  return { clients: number('clients'), kb: number('kb'), duration: number('duration'), workers: values.workers, budget: values['memory-budget'], fleet, json: values.json, help: values.help };
}

/** Texts of `kb` KB, each a run of addresses from a different starting year. */
function texts(kb, count) {
  const files = readdirSync(DATA_DIR).filter((n) => n.endsWith('.txt')).sort();
  return Array.from({ length: count }, (_, i) => {
    let text = '';
    for (let j = i * 3; text.length < kb * 1024; j++) text += readFileSync(path.join(DATA_DIR, files[j % files.length]), 'utf8') + '\n';
    return JSON.stringify({ text: text.slice(0, kb * 1024) });
  });
}

/** The setup under load: one instance reached directly, or `count` behind HAProxy on one PostgreSQL. */
async function startSetup(count, args) {
  if (count === 1) {
    const server = await startServe(args);
    return { url: server.url, servers: [server], stop: async () => stopAll([server]) };
  }
  const { startBalancer, freePort, BALANCER_SKIP } = await import(path.join(TEST_DIST, 'cli', 'balancers.js'));
  if (BALANCER_SKIP.haproxy) return { skipped: BALANCER_SKIP.haproxy };
  let cluster;
  let storeUrl = process.env.TNA_STORE_URL;
  if (!storeUrl) {
    // No database given: a throw-away cluster, as the tests start one.
    const { startCluster } = await import(path.join(TEST_DIST, 'store', 'pg-cluster.js'));
    cluster = await startCluster();
    storeUrl = await cluster.createDatabase();
  }
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const servers = await Promise.all(ports.map((port) => startServe([...args, '--port', String(port), '--store', storeUrl])));
  const balancer = await startBalancer('haproxy', ports);
  await Promise.all(ports.map((_, i) => balancer.waitFor(`tna${i + 1}`, 'UP')));
  return {
    url: balancer.url,
    servers,
    stop: async () => {
      await balancer.stop();
      await stopAll(servers);
      await cluster?.stop();
    },
  };
}

async function stopAll(servers) {
  await Promise.all(servers.map((server) => server.child.exitCode === null && new Promise((resolve) => server.child.once('exit', resolve).kill('SIGTERM'))));
}

/** Loads one setup for the duration; answers its figures. */
async function load(options, bodies, setup) {
  const url = `${setup.url}/api/v1/graphAndStatements?includeStatements=false`;
  const send = async (body) => {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const latencies = [];
  const statuses = new Map();
  await Promise.all(bodies.slice(0, 4 * setup.servers.length).map(send)); // warm-up: workers load the lexicon
  const idleMiB = Math.max(...setup.servers.map((server) => peakMiB(server.child.pid)));
  const ends = performance.now() + options.duration * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < ends) {
      const { status, ms } = await send(bodies[next++ % bodies.length]).catch(() => ({ status: 'error', ms: 0 }));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) latencies.push(ms);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.clients }, client));
  const seconds = (performance.now() - started) / 1000;
  const peak = Math.max(...setup.servers.map((server) => peakMiB(server.child.pid)));
  latencies.sort((a, b) => a - b);
  return {
    instances: setup.servers.length,
    seconds: Number(seconds.toFixed(1)),
    served: latencies.length,
    perSecond: Number((latencies.length / seconds).toFixed(2)),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    idleMiB: Math.round(idleMiB),
    peakMiB: Math.round(peak),
    statuses: Object.fromEntries([...statuses].sort()),
  };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) return console.log(USAGE);
  const bodies = texts(options.kb, 64);
  const args = [...(options.workers ? ['--workers', options.workers] : []), ...(options.budget ? ['--memory-budget', options.budget] : [])];
  const runs = [];
  const notes = [];
  let facts;
  for (const count of options.fleet) {
    const setup = await startSetup(count, args);
    if (setup.skipped) {
      notes.push(`${count} instances: skipped (${setup.skipped})`);
      continue;
    }
    facts ??= setup.servers[0].facts;
    try {
      runs.push(await load(options, bodies, setup));
    } finally {
      await setup.stop();
    }
  }
  const result = { node: process.version, cpus: os.availableParallelism(), facts, clients: options.clients, kb: options.kb, runs, notes, loadAverage: Number(os.loadavg()[0].toFixed(2)) };
  if (options.json) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`${result.clients} clients, ${result.kb} KB texts, ${options.duration} s each; tna serve (${result.facts}) on ${result.cpus} CPUs, Node ${result.node}; load average ${result.loadAverage}.\n`);
    console.log('| Setup | Served | Requests/s | p50 (ms) | p95 (ms) | p99 (ms) | Peak RSS (MiB) | Idle RSS (MiB) | Answers |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const run of runs) {
      const setup = run.instances === 1 ? '1 instance' : `${run.instances} instances behind HAProxy`;
      const answers = Object.entries(run.statuses).map(([s, n]) => `${n} × ${s}`).join(', ');
      console.log(`| ${setup} | ${run.served} | ${run.perSecond} | ${run.p50} | ${run.p95} | ${run.p99} | ${run.peakMiB} | ${run.idleMiB} | ${answers} |`);
    }
    for (const note of notes) console.log(`\n${note}`);
    if (runs.some((run) => run.instances > 1)) console.log('\nRSS of a fleet: the largest instance\'s.');
  }
  const failures = runs.flatMap((run) => Object.entries(run.statuses).filter(([status]) => status === 'error' || (Number(status) >= 500 && Number(status) !== 503)).map(([status, n]) => `${run.instances}: ${n} × ${status}`));
  if (failures.length > 0) {
    console.error(`bench:serve-load: failures ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`bench:serve-load: ${error.message}`);
  process.exitCode = 1;
});
