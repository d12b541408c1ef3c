// Benchmark: two `tna serve` on one PostgreSQL behind HAProxy (the shipped deploy/haproxy.cfg),
// clients saving and reading without pause; latency in steady state, and while each instance in
// turn gets SIGTERM and starts again (a rolling restart), with every request's outcome.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { percentile, positiveNumber } from './options.mjs';
import { startServe, TOKEN } from './serve-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST_DIST = path.join(ROOT, 'dist', 'test');

const USAGE = `Usage: node bench/serve-rolling.mjs [--clients 8] [--steady 20] [--rounds 2] [--workers 1] [--json]
Starts two \`tna serve\` on one PostgreSQL (TNA_STORE_URL, an empty database; else a throw-away
cluster) behind HAProxy running deploy/haproxy.cfg. --clients clients each save a sentence to a
graph of their own and read a saved graph, without pause: for --steady seconds, then while each
instance in turn is stopped (SIGTERM) and started again (--rounds times over), then --steady
seconds more. Prints p50/p99/max latency and requests per second in steady state and during the
restarts, and every answer's status; fails on any answer but 200.`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '8' },
      steady: { type: 'string', default: '20' },
      rounds: { type: 'string', default: '2' },
      workers: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const number = (name) => positiveNumber(values, name);
  return { clients: number('clients'), steady: number('steady'), rounds: number('rounds'), workers: values.workers, json: values.json, help: values.help };
}

/** Latency and throughput of the requests that ended within [from, to) (milliseconds of performance.now()). */
function summary(requests, spans) {
  const inside = requests.filter((r) => spans.some(([from, to]) => r.end >= from && r.end < to));
  const ms = inside.filter((r) => r.status === 200).map((r) => r.ms).sort((a, b) => a - b);
  const seconds = spans.reduce((sum, [from, to]) => sum + (to - from), 0) / 1000;
  const statuses = {};
  for (const r of inside) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    requests: inside.length,
    seconds: Number(seconds.toFixed(1)),
    perSecond: Number((inside.length / seconds).toFixed(1)),
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
    max: Math.round(ms.at(-1)),
    statuses,
  };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) return console.log(USAGE);
  const { startBalancer, freePort, BALANCER_SKIP } = await import(path.join(TEST_DIST, 'cli', 'balancers.js'));
  if (BALANCER_SKIP.haproxy) throw new Error(BALANCER_SKIP.haproxy);
  let cluster;
  if (!process.env.TNA_STORE_URL) {
    // No database given: a throw-away cluster, as the tests start one.
    const { startCluster } = await import(path.join(TEST_DIST, 'store', 'pg-cluster.js'));
    cluster = await startCluster();
    process.env.TNA_STORE_URL = await cluster.createDatabase();
  }
  const ports = [await freePort(), await freePort()];
  const start = (port) => startServe(['--port', String(port), '--workers', options.workers]);
  const instances = await Promise.all(ports.map(start));
  const balancer = await startBalancer('haproxy', ports);
  const requests = [];
  let running = true;
  const send = async (query, body) => {
    const started = performance.now();
    let status;
    try {
      const response = await fetch(`${balancer.url}/api/v1/graphAndStatements?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      status = error.cause?.code ?? 'error';
    }
    const end = performance.now();
    requests.push({ status, ms: end - started, end });
  };
  try {
    await Promise.all(['tna1', 'tna2'].map((name) => balancer.waitFor(name, 'UP')));
    // The graph every read analyzes: the same size all along, so steady state and restarts compare.
    const reference = Array.from({ length: 40 }, (_, i) => `Reference line ${i} about lakes, rivers and the rain that feeds them`).join('.\n');
    await send('doNotSave=false&includeStatements=false&includeGraph=false', { name: 'reference', text: reference });
    requests.length = 0;
    const client = async (c) => {
      for (let n = 0; running; n++) {
        await send('doNotSave=false&includeStatements=false&includeGraph=false', { name: `notes-${c}`, text: `Client ${c} note ${n} about lakes and rivers` });
        await send('includeStatements=false&maxNodes=20', { name: 'reference' });
      }
    };
    const load = Promise.all(Array.from({ length: options.clients }, (_, c) => client(c)));
    const wait = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const t0 = performance.now();
    await wait(options.steady);
    const t1 = performance.now();
    for (let round = 0; round < options.rounds; round++) {
      for (const [i, name] of ['tna1', 'tna2'].entries()) {
        instances[i].child.kill('SIGTERM');
        await new Promise((resolve) => instances[i].child.once('exit', resolve));
        instances[i] = await start(ports[i]);
        await balancer.waitFor(name, 'UP');
      }
    }
    const t2 = performance.now();
    await wait(options.steady);
    const t3 = performance.now();
    running = false;
    await load;
    const result = {
      node: process.version,
      cpus: os.availableParallelism(),
      facts: instances[0].facts,
      clients: options.clients,
      rounds: options.rounds,
      steady: summary(requests, [[t0, t1], [t2, t3]]),
      restarts: summary(requests, [[t1, t2]]),
      loadAverage: Number(os.loadavg()[0].toFixed(2)),
    };
    if (options.json) console.log(JSON.stringify(result, null, 2));
    else {
      console.log(`${result.clients} clients through HAProxy to 2 × tna serve (${result.facts}) on one PostgreSQL; ${result.rounds} rounds of restarts; ${result.cpus} CPUs, Node ${result.node}; load average ${result.loadAverage}.\n`);
      console.log('| Phase | Seconds | Requests | Requests/s | p50 (ms) | p99 (ms) | Max (ms) | Answers |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---|');
      for (const [phase, s] of [['steady', result.steady], ['rolling restarts', result.restarts]]) {
        const answers = Object.entries(s.statuses).map(([status, n]) => `${n} × ${status}`).join(', ');
        console.log(`| ${phase} | ${s.seconds} | ${s.requests} | ${s.perSecond} | ${s.p50} | ${s.p99} | ${s.max} | ${answers} |`);
      }
    }
    const failures = requests.filter((r) => r.status !== 200);
    if (failures.length > 0) {
      console.error(`bench:serve-rolling: ${failures.length} requests failed: ${[...new Set(failures.map((r) => r.status))].join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    running = false;
    await balancer.stop();
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.child.exitCode === null && new Promise((resolve) => instance.child.once('exit', resolve))));
    await cluster?.stop();
  }
}

main().catch((error) => {
  console.error(`bench:serve-rolling: ${error.message}`);
  process.exitCode = 1;
});
