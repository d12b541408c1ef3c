// Key phrases on every front door: a text's keyPhrases are the same from tna graph on this
// machine, through --remote, straight from a real `tna serve` (needs npm run build), and from the
// MCP graph tool (in memory, and at the server's /mcp); under hosted compat, whose requests get
// the reference analysis unless they name one, there are none.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { KeyPhrase } from '../../src/core/text/key-phrases.js';
import { FileRoots } from '../../src/mcp/files.js';
import { buildMcpServer } from '../../src/mcp/server.js';
import { LocalService } from '../../src/service/local.js';
import { runTna, startServe, type ServeProcess } from '../cli/serve-process.js';

const TOKEN = 'tok-key-phrases-0001';
const TEXT = [
  'Customer relationship management',
  'Customer relationship management tools help every sales team keep its customers.',
  'A sales team that uses customer relationship management closes more deals.',
  'The tools record each call, each deal and each customer in one place.',
].join('\n');

let server: ServeProcess;
before(async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-key-phrases-')), 'serve.db');
  server = await startServe(['--quiet', '--workers', '1'], { TNA_SERVE_TOKENS: `${TOKEN}:alice`, TNA_DB: db });
});
after(async () => {
  await server?.stop();
});

type Envelope = { entriesAndGraphOfContext: { keyPhrases?: KeyPhrase[] } };
const keyPhrasesOf = (response: unknown) => (response as Envelope).entriesAndGraphOfContext.keyPhrases;

async function graphCli(extra: string[]): Promise<KeyPhrase[] | undefined> {
  const r = await runTna(['graph', '-f', 'json', ...extra], { input: TEXT });
  assert.equal(r.code, 0, r.stderr);
  return keyPhrasesOf(JSON.parse(r.stdout));
}

async function served(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<KeyPhrase[] | undefined> {
  const reply = await fetch(`${server.url}/api/v1/graphAndStatements?doNotSave=true`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ text: TEXT, ...body }),
  });
  assert.equal(reply.status, 200);
  return keyPhrasesOf(await reply.json());
}

/** The MCP graph tool's JSON answer, through `client`. */
async function mcpGraph(client: Client): Promise<KeyPhrase[] | undefined> {
  const result = await client.callTool({ name: 'graph', arguments: { text: TEXT, format: 'json' } });
  assert.equal(result.isError, undefined, JSON.stringify(result.content));
  return keyPhrasesOf(result.structuredContent);
}

test('a text\'s key phrases are the same locally, through --remote, from tna serve and from the MCP graph tool', { timeout: 120_000 }, async () => {
  const local = await graphCli([]);
  assert.ok(local && local.length > 0, 'the default analysis finds key phrases');
  const best = local.find((k) => k.lemma === 'customer relationship management');
  assert.ok(best, JSON.stringify(local));
  // Written with a capital only first in its lines and sentences, in lower case inside one: shown in lower case.
  assert.equal(best.phrase, 'customer relationship management', 'shown in the case the text writes it in');
  assert.ok(best.count >= 3 && best.score > 0);

  assert.deepEqual(await graphCli(['--remote', server.url, '--token', TOKEN]), local, '--remote');
  assert.deepEqual(await served({}), local, 'tna serve');
  assert.deepEqual(await served({ analysis: 'default' }, { 'tna-compat': 'hosted' }), local, 'hosted compat, naming the default analysis');

  const inMemory = new Client({ name: 'key-phrases-test', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await buildMcpServer({ service: new LocalService({}), files: await FileRoots.of([], process.cwd()) }, 'test').connect(serverSide);
  await inMemory.connect(clientSide);
  const atServe = new Client({ name: 'key-phrases-test', version: '1.0.0' });
  try {
    assert.deepEqual(await mcpGraph(inMemory), local, 'tna mcp');
    await atServe.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } } }));
    assert.deepEqual(await mcpGraph(atServe), local, 'MCP at tna serve /mcp');
  } finally {
    await inMemory.close();
    await atServe.close().catch(() => undefined);
  }
});

test('no key phrases under the reference analysis: --analysis reference, or hosted compat (Tna-Compat: hosted) naming none', { timeout: 60_000 }, async () => {
  assert.equal(await graphCli(['--analysis', 'reference']), undefined);
  assert.equal(await graphCli(['--analysis', 'reference', '--remote', server.url, '--token', TOKEN]), undefined);
  assert.equal(await served({}, { 'tna-compat': 'hosted' }), undefined, 'hosted compat defaults to the reference analysis');
  assert.equal(await served({ analysis: 'reference' }), undefined);
});
