// The analysis mode through MCP: the tools' schemas (from the request schemas) offer it, a call's
// argument reaches the service, and `tna mcp --analysis` (or TNA_ANALYSIS) is the default of a call that names none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { AnalysisMode } from '../../src/core/analysis-mode.js';
import { FileRoots } from '../../src/mcp/files.js';
import { buildMcpServer } from '../../src/mcp/server.js';
import { LocalService } from '../../src/service/local.js';
import { spying, type Call } from '../spying-service.js';

const FIXTURES = fileURLToPath(new URL('../../../test/fixtures/', import.meta.url));
const TEXT = 'Rivers feed the farms.\nFarms feed the towns.\nRain feeds the rivers.';

/** A client talking in memory to an MCP server over a LocalService that notes each endpoint's body. */
async function connect(analysis?: AnalysisMode) {
  const calls: Call[] = [];
  const service = spying(new LocalService({}), calls);
  const server = buildMcpServer({ service, files: await FileRoots.of([FIXTURES], FIXTURES), ...(analysis ? { analysis } : {}) }, 'test');
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'analysis-test', version: '1.0.0' });
  await client.connect(clientSide);
  const call = async (name: string, args: Record<string, unknown>) => {
    calls.length = 0;
    const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { text: string }[] };
    assert.ok(!result.isError, result.content.map((c) => c.text).join(''));
    return calls.map((c) => c.body.analysis);
  };
  return { client, call };
}

test('the tools that analyse text offer analysis with its values and what they mean; the others do not', async () => {
  const { client } = await connect();
  try {
    const { tools } = await client.listTools();
    const analysis = (name: string) => (tools.find((t) => t.name === name)!.inputSchema as { properties: Record<string, { enum?: string[]; description?: string }> }).properties.analysis;
    for (const name of ['graph', 'save_graph', 'dot', 'advice', 'compare', 'intent', 'related', 'search', 'check']) {
      assert.deepEqual(analysis(name)?.enum, ['default', 'reference'], name);
      assert.match(analysis(name)!.description!, /reference/, `${name} says what the modes are`);
    }
    for (const name of ['list_graphs', 'ask_model']) assert.equal(analysis(name), undefined, name);
  } finally {
    await client.close();
  }
});

test('a call\'s analysis reaches the service; without one, the server\'s default (tna mcp --analysis), else none', async () => {
  const plain = await connect();
  const reference = await connect('reference');
  try {
    assert.deepEqual(await plain.call('graph', { text: TEXT, analysis: 'reference' }), ['reference']);
    assert.deepEqual(await plain.call('graph', { text: TEXT }), [undefined]);
    assert.deepEqual(await plain.call('dot', { text: TEXT, analysis: 'reference' }), ['reference']);
    assert.deepEqual(await plain.call('related', { text: TEXT, searchQuery: 'rivers', analysis: 'reference' }), ['reference']);
    assert.deepEqual(await plain.call('compare', { contexts: [{ text: TEXT }, { text: 'Towns grow.' }], analysis: 'reference' }), ['reference']);
    assert.deepEqual(await reference.call('graph', { text: TEXT }), ['reference']);
    assert.deepEqual(await reference.call('graph', { text: TEXT, analysis: 'default' }), ['default'], 'the call\'s own first');
    assert.deepEqual(await reference.call('dot', { text: TEXT }), ['reference']);
  } finally {
    await plain.client.close();
    await reference.client.close();
  }
});
