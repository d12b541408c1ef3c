// What the fuzz suite found, one regression test each (the fuzz suite itself is in server.test.ts and cli.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import { LocalService } from '../../src/service/local.js';
import { jsonSchemaOf } from '../../src/service/json-schema.js';
import { ENDPOINTS } from '../../src/service/service.js';
import { validate } from '../../src/service/schemas.js';
import { parseStatements } from '../../src/input/statements-file.js';
import { run } from '../../src/cli/main.js';
import { pipeIO } from '../cli/pipe-io.js';

const isError = (status: number, field?: string) => (e: unknown) => e instanceof ApiError && e.status === status && e.field === field;

test('a chat message’s role is one of user, assistant, system in the schema too, so the JSON Schema clients see says so', () => {
  for (const name of ['graphAndAdvice', 'graphAiAdvice', 'graphsAndAiAdvice'] as const) {
    const schema = jsonSchemaOf(ENDPOINTS[name].body) as any;
    const message = schema.properties.promptChatContext.items.anyOf[0];
    assert.deepEqual(message.properties.role.enum, ['user', 'assistant', 'system'], name);
  }
  const body = ENDPOINTS.graphAiAdvice.body;
  const graph = { nodes: [{ key: 'river' }] };
  // In any case, like every other enumerated value; answered in its canonical spelling.
  const valid = validate(body, { graph, userPrompt: [{ role: 'USER', content: 'hi' }] }, 'body') as { userPrompt: Array<{ role: string }> };
  assert.equal(valid.userPrompt[0].role, 'user');
  assert.throws(() => validate(body, { graph, userPrompt: [{ role: 'robot', content: 'hi' }] }, 'body'), isError(400, 'userPrompt.0.role'));
  // Inside a union (a message or a string), the mistake is named where it is, not at the union.
  assert.throws(() => validate(body, { graph, promptChatContext: [{ role: 'robot', content: 'hi' }] }, 'body'), isError(400, 'promptChatContext.0.role'));
  assert.throws(() => validate(body, { graph, promptChatContext: [{ content: 'hi' }] }, 'body'), isError(400, 'promptChatContext.0.role'));
  assert.throws(() => validate(body, { graph, promptChatContext: [5] }, 'body'), (e) => isError(400, 'promptChatContext.0')(e) && /must be a string or a message/.test((e as Error).message));
});

test('a web-search request with a mistake in its query is refused for it before any provider is asked', async () => {
  const service = new LocalService();
  const body = { searchQuery: 'heat pumps' };
  await assert.rejects(service.engineSearchResultsGraph({ gapDepth: 'maybe' } as never, body), isError(400, 'gapDepth'));
  await assert.rejects(service.engineSearchIntentGraph({ maxNodes: -1 } as never, body), isError(400, 'maxNodes'));
  await assert.rejects(service.engineSearchResultsAiAdvice({ optimize: 'sideways' } as never, body), isError(400, 'optimize'));
  await assert.rejects(service.engineSearchIntentAiAdvice({ transcend: 'maybe' } as never, body), isError(400, 'transcend'));
});

test('a CSV file of one quoted column ("text" header) without a .csv name is read as CSV, not as JSON lines with its header as a statement', () => {
  const csv = '"text"\n"Rivers feed farms."\n"a line\nthat breaks"\n';
  assert.deepEqual(parseStatements(csv, 'notes.txt', 'notes.txt').statements, ['Rivers feed farms.', 'a line\nthat breaks']);
  assert.deepEqual(parseStatements('"Content"\r\n"Farms feed cities."\r\n', undefined, 'stdin').statements, ['Farms feed cities.']);
  // JSON lines that start with a string still are JSON lines.
  assert.deepEqual(parseStatements('"Rivers feed farms."\n{"text": "Farms feed cities."}\n', 'notes.txt', 'notes.txt').statements, ['Rivers feed farms.', 'Farms feed cities.']);
});

test('a mistyped command or flag is one line, with commander’s suggestion on it', async () => {
  const cases: Array<[string[], string]> = [
    [['grpah'], "tna: unknown command 'grpah' (Did you mean graph?)\n"],
    [['nonsense'], "tna: unknown command 'nonsense' (tna --help lists the commands)\n"],
    [['graph', '--fromat', 'json'], "tna: unknown option '--fromat' (Did you mean --format?)\n"],
  ];
  for (const [argv, line] of cases) {
    const { io, err } = pipeIO({ cwd: process.cwd(), stdin: 'Rivers feed farms.' });
    assert.equal(await run(argv, io), 2, argv.join(' '));
    assert.equal(err(), line);
  }
});
