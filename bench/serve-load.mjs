// Benchmark: `tna serve` as a team uses it — N clients in parallel, each sending a 200 KB text
// (State of the Union addresses) as soon as its last answer came, for a minute: latency
// percentiles, requests per second, the server's peak memory, and how every request ended.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { peakMiB, startServe, TOKEN } from './serve-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');

const USAGE = `Usage: node bench/serve-load.mjs [--clients 50] [--kb 200] [--duration 60] [--workers N] [--memory-budget MiB] [--json]
Starts \`tna serve\` on 127.0.0.1 and runs --clients clients for --duration seconds, each sending
graphAndStatements with a --kb KB text (a different run of addresses each time) as soon as its
previous answer came. Prints p50/p95/p99 latency, requests per second, the server's peak resident
memory (Linux: VmHWM of the server process) and the answers by status; fails on any 5xx but 503.`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '50' },
      kb: { type: 'string', default: '200' },
      duration: { type: 'string', default: '60' },
      workers: { type: 'string' },
      'memory-budget': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const number = (name) => {
    const n = Number(values[name]);
    if (!(n > 0)) throw new Error(`--${name} must be a positive number, got "${values[name]}"`);
    return n;
  };
  return { clients: number('clients'), kb: number('kb'), duration: number('duration'), workers: values.workers, budget: values['memory-budget'], json: values.json, help: values.help };
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) return console.log(USAGE);
  const bodies = texts(options.kb, 64);
  const args = [...(options.workers ? ['--workers', options.workers] : []), ...(options.budget ? ['--memory-budget', options.budget] : [])];
  const server = await startServe(args);
  const url = `${server.url}/api/v1/graphAndStatements?includeStatements=false`;
  const send = async (body) => {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const latencies = [];
  const statuses = new Map();
  try {
    await Promise.all(bodies.slice(0, 4).map(send)); // warm-up: workers load the lexicon
    const idleMiB = peakMiB(server.child.pid);
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
    const peak = peakMiB(server.child.pid);
    latencies.sort((a, b) => a - b);
    const result = {
      node: process.version,
      cpus: os.availableParallelism(),
      facts: server.facts,
      clients: options.clients,
      kb: options.kb,
      seconds: Number(seconds.toFixed(1)),
      served: latencies.length,
      perSecond: Number((latencies.length / seconds).toFixed(2)),
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      p99: Math.round(percentile(latencies, 99)),
      idleMiB: Math.round(idleMiB),
      peakMiB: Math.round(peak),
      statuses: Object.fromEntries([...statuses].sort()),
      loadAverage: Number(os.loadavg()[0].toFixed(2)),
    };
    if (options.json) console.log(JSON.stringify(result, null, 2));
    else {
      console.log(`${result.clients} clients, ${result.kb} KB texts, ${result.seconds} s; tna serve (${result.facts}) on ${result.cpus} CPUs, Node ${result.node}; load average ${result.loadAverage}.\n`);
      console.log('| Served | Requests/s | p50 (ms) | p95 (ms) | p99 (ms) | Peak RSS (MiB) | Idle RSS (MiB) | Answers |');
      console.log('|---:|---:|---:|---:|---:|---:|---:|---|');
      const answers = Object.entries(result.statuses).map(([s, n]) => `${n} × ${s}`).join(', ');
      console.log(`| ${result.served} | ${result.perSecond} | ${result.p50} | ${result.p95} | ${result.p99} | ${result.peakMiB} | ${result.idleMiB} | ${answers} |`);
    }
    const failures = [...statuses].filter(([status]) => status === 'error' || (status >= 500 && status !== 503));
    if (failures.length > 0) {
      console.error(`bench:serve-load: failures ${JSON.stringify(Object.fromEntries(failures))}`);
      process.exitCode = 1;
    }
  } finally {
    server.child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(`bench:serve-load: ${error.message}`);
  process.exitCode = 1;
});
