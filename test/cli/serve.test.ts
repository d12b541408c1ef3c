import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeProvider } from '../ai/fake-provider.js';
import { request, slowText } from '../http/server-helpers.js';
import { logLines, requestsInFlight, runTna, startServe } from './serve-process.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tna-serve-cli-'));
const TOKENS = 'alice-token-0123:alice,bob-token-4567:bob';

test('tna serve refuses to start with one clear line: no tokens, a bad tokens file, a bad flag, a port in use', async () => {
  const tokenFile = path.join(dir, 'tokens.json');
  writeFileSync(tokenFile, '{ "very-secret-token-value": "alice", ');
  const listLike = path.join(dir, 'list.json');
  writeFileSync(listLike, '["very-secret-token-value"]');
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const busyPort = String((busy.address() as { port: number }).port);
  try {
    const cases: Array<[string[], Record<string, string>, number, RegExp]> = [
      [['serve'], {}, 2, /^tna: tna serve needs tokens: --tokens FILE .* or TNA_SERVE_TOKENS=token1:alice,token2:bob; or --anonymous N/],
      [['serve', '--tokens', path.join(dir, 'missing.json')], {}, 2, /^tna: --tokens: cannot read .*missing\.json \(ENOENT\)\n$/],
      [['serve', '--tokens', tokenFile], {}, 2, /^tna: --tokens .*tokens\.json is not valid JSON; expected \{ "<token>": "<user>", … \}\n$/],
      [['serve', '--tokens', listLike], {}, 2, /must be a JSON object of token → user name/],
      [['serve'], { TNA_SERVE_TOKENS: 'just-a-token' }, 2, /^tna: TNA_SERVE_TOKENS must be token:user pairs separated by commas/],
      [['serve', '--anonymous', '5'], { TNA_SERVE_TOKENS: 'abc:anonymous' }, 2, /"anonymous" stands for keyless requests/],
      [['serve', '--port', '70000'], { TNA_SERVE_TOKENS: TOKENS }, 2, /^tna: --port must be a whole number from 0 to 65535/],
      [['serve', '--max-body', 'lots'], { TNA_SERVE_TOKENS: TOKENS }, 2, /^tna: --max-body must be a size like 1048576, 512kb or 1mb/],
      [['serve', '--anonymous-max-body', '5constructor'], { TNA_SERVE_TOKENS: TOKENS }, 2, /^tna: --anonymous-max-body must be a size like/],
      [['serve', '--memory-budget', 'lots'], { TNA_SERVE_TOKENS: TOKENS }, 2, /^tna: --memory-budget must be a number of MiB from 1, like 512, or a size like 1gb \(got "lots"\)\n$/],
      [['serve', '--memory-budget', '0'], { TNA_SERVE_TOKENS: TOKENS }, 2, /^tna: --memory-budget must be a number of MiB/],
      [['serve'], { TNA_SERVE_TOKENS: TOKENS, TNA_SERVE_MEMORY: '12kb' }, 2, /^tna: TNA_SERVE_MEMORY must be a number of MiB/],
      [['serve', '--workers', '0', '--host', '127.0.0.1', '--port', busyPort], { TNA_SERVE_TOKENS: TOKENS }, 1, /^tna: cannot listen on 127\.0\.0\.1:\d+: the port is in use\n$/],
    ];
    for (const [args, env, code, message] of cases) {
      const r = await runTna(args, { env });
      assert.equal(r.code, code, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, message, args.join(' '));
      assert.equal(r.stdout, '');
      assert.ok(!r.stderr.includes('very-secret-token-value'), 'a token never reaches the terminal');
      assert.doesNotMatch(r.stderr, /\n\s+at /);
    }
  } finally {
    busy.close();
  }
});

test('SIGTERM: the request in flight is finished and answered, then the server stops and exits 0', async () => {
  // A drain timeout no machine reaches: the request is finished however slowly it runs.
  const server = await startServe(['--workers', '1', '--drain-timeout', '3600'], { TNA_SERVE_TOKENS: TOKENS });
  const long = request(`${server.url}/api/v1/graphAndStatements?maxNodes=all&includeStatements=false`, {
    token: 'alice-token-0123',
    body: { text: slowText() },
  });
  // Signalled once the server holds the request, as its own gauge says.
  while ((await requestsInFlight(server, 'alice-token-0123')) < 1);
  const ended = server.stop('SIGTERM');
  const reply = await long;
  assert.equal(reply.status, 200, reply.text);
  assert.ok(reply.json.entriesAndGraphOfContext.graph.networkGraph.nodes.length > 100);
  assert.deepEqual(await ended, { code: 0, signal: null });
  const log = logLines(server.stderr()).map((line) => (line.msg === 'request' ? `${line.route} ${line.status} ${line.user}` : line.msg));
  assert.deepEqual(log.slice(-3), ['tna serve: SIGTERM: finishing the requests in flight (at most 3600 s)', '/api/v1/graphAndStatements 200 alice', 'tna serve: stopped']);
  await assert.rejects(request(`${server.url}/api/v1/listGraphs`, { token: 'alice-token-0123' }), 'no longer listening');
});

test('ownership: a private graph is its owner’s alone (404 for others, absent from their list and search) until made public', async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-own-')), 'server.db');
  const tokens = path.join(dir, 'owners.json');
  writeFileSync(tokens, JSON.stringify({ 'alice-token-0123': 'alice', 'bob-token-4567': 'bob' }));
  const server = await startServe(['--tokens', tokens, '--db', db]);
  const as = (token: string, args: string[], input = '') => runTna([...args, '--remote', server.url, '--token', token], { input });
  try {
    const saved = await as('alice-token-0123', ['graph', '--save', '-n', 'plan'], 'Marmalade recipes need oranges.\nOranges grow in Seville.');
    assert.equal(saved.code, 0, saved.stderr);
    const own = JSON.parse(saved.stdout);
    assert.equal(own.userName, 'alice');
    assert.equal(own.graphUrl, `${server.url}/api/v1/graphs/alice/plan`, 'the server\'s own address for the graph');

    const stolen = await as('bob-token-4567', ['graph', '-n', 'plan', '--user', 'alice']);
    assert.equal(stolen.code, 2);
    assert.equal(stolen.stdout, '', 'no content of the graph');
    assert.match(stolen.stderr, /^tna: no saved graph named "plan" for user "bob"/);

    const bobList = JSON.parse((await as('bob-token-4567', ['list', '-f', 'json'])).stdout);
    assert.deepEqual(bobList, []);
    const aliceList = JSON.parse((await as('alice-token-0123', ['list', '-f', 'json'])).stdout);
    assert.equal(aliceList.length, 1);
    const bobSearch = await as('bob-token-4567', ['search', '-f', 'json', 'oranges']);
    assert.ok(!bobSearch.stdout.includes('Seville'), bobSearch.stdout + bobSearch.stderr);
    const aliceSearch = await as('alice-token-0123', ['search', '-f', 'json', 'oranges']);
    assert.equal(aliceSearch.code, 0, aliceSearch.stderr);
    assert.match(aliceSearch.stdout, /Seville/);

    // The server's owner shares it with the local edit command on the server's store.
    const edit = await runTna(['edit', '--db', db, '--user', 'alice', '--public', 'plan']);
    assert.equal(edit.code, 0, edit.stderr);
    const shared = await as('bob-token-4567', ['graph', '-n', 'plan', '--no-statements']);
    assert.equal(shared.code, 0, shared.stderr);
    assert.equal(JSON.parse(shared.stdout).isPublic, true);
  } finally {
    await server.stop();
  }
});

test('privacy: doNotSave requests leave nothing on disk, and no request text reaches the log', async () => {
  const home = mkdtempSync(path.join(tmpdir(), 'tna-priv-'));
  const db = path.join(home, 'store', 'tna.db');
  const server = await startServe(['--db', db], { TNA_SERVE_TOKENS: TOKENS, HOME: home, XDG_DATA_HOME: path.join(home, 'xdg') });
  const secret = 'Quetzalcoatl acquisition memo';
  try {
    for (const endpoint of ['graphAndStatements', 'dotGraphFromText']) {
      const r = await request(`${server.url}/api/v1/${endpoint}?doNotSave=true`, { token: 'alice-token-0123', body: { text: `${secret}\nQuetzalcoatl board meeting` } });
      assert.equal(r.status, 200, r.text);
    }
    assert.deepEqual(readdirSync(home), [], 'no store, no cache, no file of any kind');
    const saved = await request(`${server.url}/api/v1/graphAndStatements?doNotSave=false`, {
      token: 'bob-token-4567',
      body: { name: 'kept', text: 'Xylophone lessons on Tuesday' },
    });
    assert.equal(saved.status, 200, saved.text);
    assert.ok(existsSync(db), 'the control: saving does write the store');
    assert.ok(!readFileSync(db).includes('Quetzalcoatl'), 'the unsaved text is not in the store');
  } finally {
    await server.stop();
  }
  const log = server.stderr();
  assert.ok(logLines(log).some((line) => line.route === '/api/v1/graphAndStatements' && line.status === 200 && line.user === 'bob'), log);
  for (const word of ['Quetzalcoatl', 'Xylophone', 'alice-token', 'bob-token']) assert.ok(!log.includes(word), `${word} is not in the log`);
});

test('keyless requests (--anonymous) never reach the language model; requests with a token do', async () => {
  const provider = await startFakeProvider();
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-keyless-')), 'tna.db');
  const server = await startServe(['--anonymous', '5', '--db', db], {
    TNA_SERVE_TOKENS: TOKENS,
    OPENAI_BASE_URL: provider.baseURL,
    OPENAI_API_KEY: 'sk-serve-test',
    TNA_AI_RETRIES: '0',
  });
  try {
    const text = 'Banks raise interest rates.\nFarmers sell vegetables at the market.\nRain feeds the garden soil.';
    const url = `${server.url}/api/v1/graphAndStatements?includeStatements=false`;
    const keyless = await request(url, { body: { text, aiTopics: 'true' } });
    assert.equal(keyless.status, 200, keyless.text);
    assert.equal(keyless.json.userName, 'anonymous');
    assert.match(keyless.json.entriesAndGraphOfContext.warning, /no language model is configured/);
    const advice = await request(`${server.url}/api/v1/graphAndAdvice`, { body: { text } });
    assert.equal(advice.status, 401);
    assert.equal(provider.requests.length, 0, 'nothing keyless reached the model');

    const keyed = await request(url, { token: 'alice-token-0123', body: { text, aiTopics: true } });
    assert.equal(keyed.status, 200, keyed.text);
    assert.equal(provider.requests.length, 1, 'the same request with a token names its topics with the model');
    const keyedAdvice = await request(`${server.url}/api/v1/graphAndAdvice`, { token: 'alice-token-0123', body: { text } });
    assert.equal(keyedAdvice.status, 200, keyedAdvice.text);
    assert.equal(keyedAdvice.json.aiAdvice.length, 1);
  } finally {
    await server.stop();
    await provider.stop();
  }
});
