// The fuzz suite against the command line: argument lists made from every command's own flags (values
// right, wrong or missing, unknown flags, files that are there or not) and statements files in CSV, JSON
// and JSON lines with broken rows and odd encodings. Exit 0, 1 or 2; bad input is exit 2 with one line;
// never a stack trace or an internal error.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Command, Option } from 'commander';
import fc from 'fast-check';
import { COMMANDS, run } from '../../src/cli/main.js';
import { pipeIO } from '../cli/pipe-io.js';
import { startFakeProvider, type FakeProvider } from '../ai/fake-provider.js';
import { fuzz } from './fuzz.js';

const FILE = 'cli.test.js';
/** Commands that serve until stopped. */
const SERVERS = ['serve', 'mcp'];
/** Flags that would reach the internet (the web-search provider, the pages of results). */
const ONLINE = ['--provider', '--fetch-pages'];

let dir: string;
let provider: FakeProvider;
let env: NodeJS.ProcessEnv;

const PROSE = 'Rivers feed the farms of the valley.\nFarms feed the cities.\nCities burn coal and #energy flows.\nNew York trades with Rio de Janeiro.';

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tna-fuzz-cli-'));
  provider = await startFakeProvider();
  env = {
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CACHE_HOME: path.join(dir, 'cache'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    TNA_DB: path.join(dir, 'tna.db'),
    OPENAI_BASE_URL: provider.baseURL,
    OPENAI_API_KEY: 'sk-fuzz',
  };
  const files: Record<string, string | Buffer> = {
    'notes.txt': PROSE,
    'notes.md': `# Rivers\n\n${PROSE}\n\n- a list\n\n\`\`\`\ncode\n\`\`\`\n`,
    'page.html': `<html><body><h1>Rivers</h1><p>${PROSE.replace(/\n/g, '</p><p>')}</p><script>x()</script></body></html>`,
    'empty.txt': '',
    'blank.txt': ' \n\t\n',
    'stopwords.txt': 'the and of it was',
    'binary.bin': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 0xff, 0xfe]),
    'latin1.txt': Buffer.from('caf\xe9 au lait, cr\xe8me br\xfbl\xe9e', 'latin1'),
    'utf16.txt': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(PROSE, 'utf16le')]),
    'statements.csv': 'text,timestamp,categories\n"Rivers feed farms.",2024-05-01,water\n"Farms feed cities.",,food;trade\n',
    'statements.json': JSON.stringify(['Rivers feed farms.', { text: 'Farms feed cities.', date: '2024-05-02' }]),
    'statements.jsonl': '"Rivers feed farms."\n{"content": "Farms feed cities."}\n',
    'chat.json': JSON.stringify([{ role: 'user', content: 'What next?' }]),
    'graph.json': JSON.stringify({ nodes: [{ key: 'river' }, { key: 'farm' }], edges: [{ source: 'river', target: 'farm' }] }),
    'tna.config.json': '{ "rules": { "no-such-rule": "error" } }',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  mkdirSync(path.join(dir, 'sub'));
  writeFileSync(path.join(dir, 'sub', 'more.txt'), PROSE);
  const saved = await tna(['graph', '--save', '--name', 'notes', 'notes.txt'], '');
  assert.equal(saved.code, 0, saved.err);
});

after(async () => {
  await provider?.stop();
});

async function tna(argv: string[], stdin: string): Promise<{ code: number; out: string; err: string }> {
  const { io, out, err } = pipeIO({ cwd: dir, stdin, env });
  const code = await run(argv, io);
  return { code, out: out(), err: err() };
}

const FILES = ['notes.txt', 'notes.md', 'page.html', 'empty.txt', 'blank.txt', 'stopwords.txt', 'binary.bin', 'latin1.txt', 'utf16.txt', 'missing.txt', 'sub', '*.txt', 'sub/**/*.txt', '-', 'statements.csv', 'statements.json', 'statements.jsonl', 'chat.json', 'graph.json'];
const NAMES = ['notes', 'missing graph', 'Notes', ' notes ', 'ü/ö', ''];
const VALUES = ['0', '1', '2', '3', '-1', '150', 'all', 'ALL', '1.5', 'abc', '', ' ', 'true', 'none', '1mb', '99999999999999999999', '2024-05-01', '2024-13-40', 'en', 'xx', 'a,b,,c', '-word', '--', '-x', 'ü', '😀', '\u0000'];
/** Where --out may write: inside the scratch directory only. */
const OUTS = ['out.json', 'out.html', 'out.gexf', 'out.graphml', 'out.csv', 'out.dot', 'no-such-dir/out.json', 'sub', ''];

/** Every case of a value: `exclude` for `EXCLUDE`. */
const anyCase = (value: string) => fc.constantFrom(value, value.toLowerCase(), value.toUpperCase());

function valueOf(option: Option): fc.Arbitrary<string> {
  const flag = option.long ?? option.short ?? '';
  if (/^--out$/.test(flag)) return fc.constantFrom(...OUTS);
  const junk = fc.oneof(fc.constantFrom(...VALUES), fc.constantFrom(...FILES), fc.constantFrom(...NAMES), fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !/[\\/]/.test(s)));
  // Mostly a value the flag takes (one of its choices, in any case, or its default), sometimes anything.
  const good = option.argChoices ? fc.constantFrom(...option.argChoices).chain(anyCase) : typeof option.defaultValue === 'string' ? fc.constant(option.defaultValue) : undefined;
  return good ? fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: junk }) : junk;
}

/** One flag as a user types it: long or short, with a value when it takes one (or, by mistake, without). */
function flagOf(option: Option): fc.Arbitrary<string[]> {
  const names = [option.long, option.short].filter((n): n is string => Boolean(n));
  const name = fc.constantFrom(...names);
  if (!option.required && !option.optional) return name.map((n) => [n]);
  return fc.tuple(name, valueOf(option), fc.nat(19)).map(([n, v, dice]) => (dice === 0 ? [n] : n.startsWith('--') && dice === 1 ? [`${n}=${v}`] : [n, v]));
}

/** The flags every command takes (main.ts adds them), with values that stay on this machine. */
const GLOBAL: fc.Arbitrary<string[]> = fc.oneof(
  fc.constantFrom('other.db', 'sub', 'binary.bin', 'notes.txt', 'new/dir/tna.db').map((db) => ['--db', db]),
  fc.constantFrom('http://127.0.0.1:9', 'not a url', 'ftp://127.0.0.1:9', '').map((url) => ['--remote', url]),
  fc.constantFrom('0', '-1', 'abc', '1').map((t) => ['--timeout', t]),
  fc.constant(['--token', 'x'] as string[]),
);

function argvOf(command: Command): fc.Arbitrary<string[]> {
  const options = command.options.filter((o) => !ONLINE.includes(o.long ?? ''));
  const flag = options.length > 0 ? fc.oneof(...options.map(flagOf)) : fc.constant<string[]>([]);
  const positional = command.registeredArguments.map((argument) => {
    const values = argument.argChoices ? fc.constantFrom(...argument.argChoices).chain(anyCase) : fc.oneof(fc.constantFrom(...FILES), fc.constantFrom(...NAMES), fc.constantFrom(...VALUES));
    const count = argument.variadic ? { min: 0, max: 3 } : argument.required ? { min: 1, max: 1 } : { min: 0, max: 1 };
    return fc.array(values, { minLength: count.min, maxLength: count.max });
  });
  // Mostly the right number of arguments, sometimes one missing or one too many.
  const args = fc.tuple(...positional).map((parts) => parts.flat());
  const stray = fc.oneof({ weight: 6, arbitrary: fc.constant<string[]>([]) }, { weight: 1, arbitrary: fc.constantFrom<string[]>(['--bogus'], ['-Z'], ['extra'], ['--'], ['--help'], ['-h']) });
  const dropLast = fc.nat(9);
  return fc
    .tuple(fc.array(flag, { maxLength: 5 }), args, fc.array(GLOBAL, { maxLength: 1 }), stray, dropLast)
    .map(([flags, positionals, global, extra, dice]) => [command.name(), ...flags.flat(), ...global.flat(), ...(dice === 0 ? positionals.slice(0, -1) : positionals), ...extra]);
}

const commands = COMMANDS.map((c) => c.define()).filter((c) => !SERVERS.includes(c.name()));
const anyArgv = fc.oneof(
  { weight: 20, arbitrary: fc.oneof(...commands.map(argvOf)) },
  { weight: 1, arbitrary: fc.constantFrom<string[]>(['grpah'], ['nonsense'], [], ['--version'], ['--help'], ['--db'], ['--bogus', 'graph']) },
);
const anyStdin = fc.oneof(fc.constant(''), fc.constant(PROSE), fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('the and of it'));

/** What every run must look like: an exit code the CLI documents, no stack trace, no internal error; bad input in one line. */
function checkOutcome(argv: string[], r: { code: number; out: string; err: string }): void {
  const context = `tna ${argv.map((a) => JSON.stringify(a)).join(' ')} → exit ${r.code}\nstderr: ${r.err.slice(0, 500)}`;
  assert.ok([0, 1, 2].includes(r.code), context);
  assert.doesNotMatch(r.err, /\n\s+at |^\s+at /m, `a stack trace: ${context}`);
  assert.doesNotMatch(r.err, /internal error/, context);
  assert.doesNotMatch(r.out, /\n\s+at .*\(.*:\d+:\d+\)/, `a stack trace on stdout: ${context}`);
  if (r.code === 2) assert.match(r.err, /^tna: [^\n]+\n$/, `bad input must be one line: ${context}`);
  // A failure (a store that is not one, a server that does not answer, no match) says so in one line, or nothing.
  if (r.code === 1 && r.err !== '') assert.match(r.err, /^tna: [^\n]+\n$/, `a failure must be one line: ${context}`);
}

/** How the runs of a property ended, for the log: `graph exit 0 ×12, …`. */
function tally() {
  const counts = new Map<string, number>();
  return {
    add: (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1),
    toString: () => [...counts].sort().map(([key, n]) => `${key} ×${n}`).join(', '),
  };
}

test('any argument list made from the commands’ own flags: exit 0, 1 or 2, bad input in one line, never a stack trace', async (t) => {
  const exits = tally();
  await fuzz(
    t,
    FILE,
    fc.asyncProperty(anyArgv, anyStdin, async (argv, stdin) => {
      const r = await tna(argv, stdin);
      exits.add(`${argv[0] ?? "(none)"} exit ${r.code}`);
      checkOutcome(argv, r);
    }),
    80,
  );
  t.diagnostic(`exits: ${exits}`);
});

// ---- statements files --------------------------------------------------------------------------

const sentenceCell = fc.constantFrom('Rivers feed farms.', 'Farms feed cities.', '#energy flows to New York', 'a,b and "quoted" rivers', 'line\nbreak in a farm', '=SUM(A1) harbor', '😀 bakery', 'Flüsse fließen');
const cell = fc.oneof(sentenceCell, fc.constantFrom('', ' ', '"', '""', 'the and of'), fc.string({ unit: 'grapheme', maxLength: 12 }));
const goodTimestamp = fc.constantFrom('2024-05-01', '2024-05-01T10:00:00Z', '1714557600', '1714557600000', '');
const timestampCell = fc.oneof(goodTimestamp, fc.constantFrom('yesterday', '2024-13-45', '-1', '1e99'));
const categoryCell = fc.constantFrom('water', 'food;trade', 'a, b', '');

const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
const csvLine = (cells: string[], quoteAll: boolean) => cells.map((v) => (quoteAll || /[",\n\r]/.test(v) ? quote(v) : v)).join(',');

/** A CSV file a user would write: a text column (any of its names, in any case), maybe timestamps and categories. */
const goodCsv = fc
  .tuple(fc.constantFrom('text', 'Text', 'CONTENT', 'statement'), fc.boolean(), fc.boolean(), fc.array(fc.tuple(sentenceCell, goodTimestamp, categoryCell), { minLength: 0, maxLength: 5 }), fc.boolean())
  .map(([text, withTime, withCategories, rows, quoteAll]) => {
    const head = [text, ...(withTime ? ['timestamp'] : []), ...(withCategories ? ['categories'] : [])];
    const line = ([t, time, category]: [string, string, string]) => [t, ...(withTime ? [time] : []), ...(withCategories ? [category] : [])];
    return [csvLine(head, quoteAll), ...[['Rivers feed farms.', '', ''] as [string, string, string], ...rows].map((r) => csvLine(line(r), quoteAll))].join('\n') + '\n';
  });
/** Broken: headers without a text column, rows of any length, open quotes, bad timestamps. */
const badCsv = fc
  .tuple(
    fc.constantFrom('text', 'body', '').chain((text) => fc.subarray(['timestamp', 'date', 'categories', 'extra']).map((rest) => [text, ...rest])),
    fc.array(fc.array(fc.oneof(cell, timestampCell), { maxLength: 5 }), { maxLength: 6 }),
    fc.constantFrom('', '\n"unterminated,row', '\nok,"bad"quote"', '\n,,,,,,', '\n"', '\r\n\r\n'),
  )
  .map(([head, rows, tail]) => [csvLine(head, false), ...rows.map((r) => csvLine(r, false))].join('\n') + tail);

const goodItem = fc.oneof(
  sentenceCell,
  fc.record({ text: sentenceCell, timestamp: goodTimestamp, categories: fc.oneof(categoryCell, fc.array(categoryCell, { maxLength: 2 })) }, { requiredKeys: ['text'] }),
  fc.record({ Content: sentenceCell, date: goodTimestamp }, { requiredKeys: ['Content'] }),
);
const badItem = fc.oneof(
  fc.record({ text: cell, timestamp: timestampCell, categories: fc.oneof(cell, fc.array(cell, { maxLength: 2 })) }, { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 2 }),
);
const goodJson = fc.array(goodItem, { maxLength: 5 }).map((items) => JSON.stringify(['Rivers feed farms.', ...items], null, 1));
const badJson = fc.oneof(
  fc.array(fc.oneof(goodItem, badItem), { maxLength: 6 }).map((items) => JSON.stringify(items)),
  fc.array(goodItem, { minLength: 1, maxLength: 6 }).map((items) => JSON.stringify(items).slice(0, -1)),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
);
const goodJsonl = fc.array(fc.oneof(goodItem.map((v) => JSON.stringify(v)), fc.constant('')), { maxLength: 5 }).map((lines) => ['"Rivers feed farms."', ...lines].join('\n'));
const badJsonl = fc
  .array(fc.oneof(goodItem.map((v) => JSON.stringify(v)), badItem.map((v) => JSON.stringify(v)), fc.constantFrom('{', '{"text": "a"', 'not json', '[1,2]', 'null')), { maxLength: 6 })
  .map((lines) => lines.join('\n'));

/** The file's bytes in an encoding a user's tool might have written. */
function encode(text: string, encoding: string): Buffer {
  switch (encoding) {
    case 'utf8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf16be': {
      const le = Buffer.from(text, 'utf16le');
      for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
      return Buffer.concat([Buffer.from([0xfe, 0xff]), le]);
    }
    case 'latin1':
      return Buffer.from(text.replace(/[^\u0000-\u00ff]/g, '?'), 'latin1');
    case 'crlf':
      return Buffer.from(text.replace(/\n/g, '\r\n'), 'utf8');
    case 'nul':
      return Buffer.from(text.replace(/ /, '\u0000'), 'utf8');
    default:
      return Buffer.from(text, 'utf8');
  }
}

/** A file that is right (and must be read, exit 0) or broken somewhere (read, or refused in one line). */
const statementsFile = fc.oneof(
  fc.record({
    good: fc.constant(true),
    ...{ content: fc.constant('') },
    format: fc.constantFrom('csv', 'json', 'jsonl'),
    encoding: fc.constantFrom('utf8', 'utf8-bom', 'crlf'),
    truncate: fc.constant(null),
  }).chain((f) =>
    fc.record({
      good: fc.constant(true),
      content: f.format === 'csv' ? goodCsv : f.format === 'json' ? goodJson : goodJsonl,
      extension: fc.constantFrom(...(f.format === 'csv' ? ['.csv', '.CSV', '.txt'] : f.format === 'json' ? ['.json', ''] : ['.jsonl', '.ndjson', ''])),
      encoding: fc.constant(f.encoding),
      truncate: fc.constant(null),
    }),
  ),
  fc.record({
    good: fc.constant(false),
    content: fc.oneof(goodCsv, badCsv, goodJson, badJson, goodJsonl, badJsonl),
    extension: fc.constantFrom('.csv', '.json', '.jsonl', '.ndjson', '.txt', ''),
    encoding: fc.constantFrom('utf8', 'utf8-bom', 'utf16le', 'utf16be', 'latin1', 'crlf', 'nul'),
    truncate: fc.option(fc.nat(200), { freq: 3 }),
  }),
);
const statementsCommand = fc.constantFrom(['graph', '-f', 'summary'], ['graph', '--save', '--name', 'from file'], ['compare', '-f', 'summary', 'notes.txt'], ['advice', '--prompt-only']);

let written = 0;

test('statements files (CSV, JSON, JSON lines) with broken rows and odd encodings: exit 0 or 2 with one line, never a stack trace', async (t) => {
  const exits = tally();
  await fuzz(
    t,
    FILE,
    fc.asyncProperty(statementsFile, statementsCommand, async (f, command) => {
      let bytes = encode(f.content, f.encoding);
      if (f.truncate !== null) bytes = bytes.subarray(0, f.truncate);
      const name = `statements-${++written}${f.extension}`;
      writeFileSync(path.join(dir, name), bytes);
      const argv = [...command, '--statements', name];
      const r = await tna(argv, '');
      exits.add(`${f.good ? 'good' : 'any'} exit ${r.code}`);
      checkOutcome(argv, r);
      const context = `tna ${argv.join(' ')} → exit ${r.code}\n${r.err}\n${f.encoding}: ${f.content.slice(0, 400)}`;
      assert.notEqual(r.code, 1, `a statements file is read, or refused as bad input: ${context}`);
      if (f.good) assert.equal(r.code, 0, `a good statements file is read: ${context}`);
    }),
    60,
  );
  t.diagnostic(`exits: ${exits}`);
});
