import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(root, 'bin', 'tna.js');
const fixture = path.join(root, 'test', 'fixtures', 'topics.txt');

function tna(args: string[], input?: string | Buffer, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], {
    input: input ?? '',
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const dir = mkdtempSync(path.join(tmpdir(), 'tna-cli-'));

test('stdin in, JSON E1 response out (the default in a pipe), nothing on stderr', () => {
  const r = tna(['graph'], 'Gardeners plant young trees in warm spring soil.\nOld trees shade the garden soil.');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  const json = JSON.parse(r.stdout);
  assert.ok(json.entriesAndGraphOfContext.graph.networkGraph.nodes.some((n: { key: string }) => n.key === 'tree'));
});

test('`cat notes.txt | tna` with no command runs tna graph, as the no-input hint suggests', () => {
  const text = 'Gardeners plant young trees in warm spring soil.\nOld trees shade the garden soil.';
  const bare = tna([], text);
  assert.equal(bare.code, 0, bare.stderr);
  assert.equal(bare.stdout, tna(['graph'], text).stdout);
});

test('flags with no command, or "-", are tna graph with those flags; a command in the wrong place keeps its error', () => {
  const text = 'Gardeners plant young trees in warm spring soil.\nOld trees shade the garden soil.';
  const summary = tna(['-f', 'summary'], text);
  assert.equal(summary.code, 0, summary.stderr);
  assert.equal(summary.stdout, tna(['graph', '-f', 'summary'], text).stdout);
  const dot = tna(['-', '-f', 'dot'], text);
  assert.equal(dot.code, 0, dot.stderr);
  assert.equal(dot.stdout, tna(['graph', '-', '-f', 'dot'], text).stdout, '"dot" here is the value of -f, not the command');
  assert.equal(tna(['-'], text).stdout, tna(['graph'], text).stdout);
  const misplaced = tna(['--db', 'x.db', 'list'], text);
  assert.equal(misplaced.code, 2);
  assert.match(misplaced.stderr, /unknown option '--db'/);
  assert.match(tna(['--version']).stdout, /^\d+\.\d+\.\d+\n$/);
});

test('--split sentence and paragraph: statements for text whose lines are not statements', () => {
  const speech = 'Dr. Smith paid $3.50 for rain gauges. Farmers need rain.\nRivers feed the farms!\n\nA second paragraph about rivers\nwrapped over two lines.';
  const ids = (args: string[]) => {
    const r = tna(['graph', '-f', 'json', ...args], speech);
    assert.equal(r.code, 0, r.stderr);
    return JSON.parse(r.stdout).entriesAndGraphOfContext.statements.map((s: { content: string }) => s.content);
  };
  assert.deepEqual(ids([]), ['Dr. Smith paid $3.50 for rain gauges. Farmers need rain.', 'Rivers feed the farms!', 'A second paragraph about rivers', 'wrapped over two lines.']);
  assert.deepEqual(ids(['--split', 'sentence']), [
    'Dr. Smith paid $3.50 for rain gauges.', 'Farmers need rain.', 'Rivers feed the farms!', 'A second paragraph about rivers wrapped over two lines.',
  ]);
  assert.deepEqual(ids(['--split', 'paragraph']), [
    'Dr. Smith paid $3.50 for rain gauges. Farmers need rain. Rivers feed the farms!', 'A second paragraph about rivers wrapped over two lines.',
  ]);
  const dot = tna(['dot', '--split', 'sentence'], speech);
  assert.equal(dot.code, 0, dot.stderr);
  const bad = tna(['graph', '--split', 'word'], speech);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--split.*word.*line, paragraph, sentence/);
});

test('flag values with a fixed set of choices are accepted in any case', () => {
  const text = 'Farmers [quietly] need rain.\nRain [often] feeds rivers.';
  const canonical = tna(['graph', '-f', 'json', '--brackets', 'EXCLUDE', '--split', 'line'], text);
  assert.equal(canonical.code, 0, canonical.stderr);
  const anyCase = tna(['graph', '-f', 'JSON', '--brackets', 'exclude', '--split', 'Line'], text);
  assert.equal(anyCase.code, 0, anyCase.stderr);
  assert.equal(anyCase.stdout, canonical.stdout);
  const bad = tna(['graph', '--brackets', 'sometimes'], text);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /Allowed choices are IGNORE_BRACKETS, /);
});

test('only the commands an argument list names are defined, and every one when it names none', () => {
  // The commands are defined lazily; help without a command, and the help command, still list them all.
  const all = ['graph', 'advice', 'dot', 'compare', 'intent', 'check', 'list', 'search', 'delete', 'rename', 'edit', 'serve', 'mcp'];
  for (const args of [['--help'], ['help']]) {
    const help = tna(args);
    assert.equal(help.code, 0, args.join(' '));
    for (const command of all) assert.match(help.stdout, new RegExp(`^  ${command} `, 'm'), `tna ${args.join(' ')} lists ${command}`);
  }
  // Another command's name as a flag's value or a word of text does not change which command runs.
  const graphNamedList = tna(['graph', '-f', 'json', '--stopwords', 'list', '--user', 'search'], 'Farmers need rain. Rain feeds rivers.');
  assert.equal(graphNamedList.code, 0, graphNamedList.stderr);
  assert.ok(JSON.parse(graphNamedList.stdout).entriesAndGraphOfContext, 'tna graph ran');
  const typo = tna(['grpah', 'list']);
  assert.equal(typo.code, 2);
  assert.match(typo.stderr, /unknown command 'grpah'/);
});

test('--help of every command speaks plain words: no endpoint numbers, no API field assignments', () => {
  const commands = ['', 'graph', 'advice', 'dot', 'compare', 'check', 'list', 'search', 'delete', 'rename', 'edit', 'serve', 'mcp'];
  for (const command of commands) {
    const help = tna(command ? [command, '--help'] : ['--help']);
    assert.equal(help.code, 0, command);
    assert.doesNotMatch(help.stdout, /\bE\d+\b|INTERFACE|ANALYSIS\.md|\bours\b|\w=(true|false)\b|\((userName|requestMode|pinnedNodes|modelToUse|systemPrompt)\)/, `tna ${command} --help`);
  }
});

test('files, "-" and globs are read in order', () => {
  writeFileSync(path.join(dir, 'a.txt'), 'alpha rivers flow\n');
  writeFileSync(path.join(dir, 'b.txt'), 'bravo mountains rise\n');
  // The reference analysis keeps every concept of these one-line texts (the default one no verb: grow).
  const r = tna(['graph', '--format', 'json', '--analysis', 'reference', path.join(dir, '*.txt'), '-'], 'charlie forests grow');
  assert.equal(r.code, 0, r.stderr);
  const keys = JSON.parse(r.stdout).entriesAndGraphOfContext.graph.networkGraph.nodes.map((n: { key: string }) => n.key);
  assert.deepEqual(keys, ['alpha', 'river', 'flow', 'bravo', 'mountain', 'rise', 'charlie', 'forest', 'grow']);
});

test('--format summary prints the tagged plain-text summary; dot prints relations', () => {
  const summary = tna(['graph', '--format', 'summary', fixture]);
  assert.equal(summary.code, 0, summary.stderr);
  assert.match(summary.stdout, /^<MainConcepts>\n/);
  assert.match(summary.stdout, /<\/DiversityStatistics>\n$/);
  const dot = tna(['graph', '-f', 'dot', fixture]);
  assert.equal(dot.code, 0, dot.stderr);
  for (const line of dot.stdout.trimEnd().split('\n')) assert.match(line, /^\S+ <-> \S+( \[label="[^"]+"\])?$/);
});

test('--format text is a readable report, without colour codes when NO_COLOR is set or not a terminal', () => {
  const r = tna(['graph', '--format', 'text', fixture], undefined, { NO_COLOR: '1' });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Main topics/);
  assert.doesNotMatch(r.stdout, /\u001b\[/);
});

test('byte-identical output on two runs', () => {
  const a = tna(['graph', '--graph-summary', fixture]);
  const b = tna(['graph', '--graph-summary', fixture]);
  assert.equal(a.code, 0);
  assert.equal(a.stdout, b.stdout);
});

test('flags reach the request: --no-statements, --compact, --max-nodes, --stopwords, --gap-depth, --entities', () => {
  const r = tna(['graph', '--no-statements', '--compact', '--max-nodes', '5', '--stopwords', 'economy,-the', '--gap-depth', '1', fixture]);
  assert.equal(r.code, 0, r.stderr);
  const env = JSON.parse(r.stdout).entriesAndGraphOfContext;
  assert.deepEqual(env.statements, []);
  assert.equal(env.graph.networkGraph.nodes.length, 5);
  assert.deepEqual(Object.keys(env.graph.networkGraph.nodes[0].attributes), ['bc']);
  assert.ok(!env.graph.networkGraph.nodes.some((n: { key: string }) => n.key === 'economy'));
  const e = tna(['graph', '--entities'], 'Barack Obama visited New York in the spring.');
  const keys = JSON.parse(e.stdout).entriesAndGraphOfContext.graph.networkGraph.nodes.map((n: { key: string }) => n.key);
  assert.deepEqual(keys, ['barack_obama', 'visit', 'new_york', 'spring']);
  // --max-nodes 0 keeps every concept, as "all" does (--help and the README say so).
  const every = tna(['graph', '--max-nodes', 'all', fixture]).stdout;
  assert.equal(tna(['graph', '--max-nodes', '0', fixture]).stdout, every);
  assert.ok(JSON.parse(every).entriesAndGraphOfContext.graph.networkGraph.nodes.length > 5);
  assert.match(tna(['graph', '--help']).stdout.replace(/\s+/g, ' '), /"all" or 0 keeps every concept/);
});

test('--statements reads a CSV with timestamps and categories', () => {
  const csv = path.join(dir, 'notes.csv');
  writeFileSync(csv, 'text,timestamp,category\n"Rain feeds the garden, daily",2024-05-01,nature\nBanks raise rates,2024-05-02,money\n');
  const r = tna(['graph', '--statements', csv]);
  assert.equal(r.code, 0, r.stderr);
  const st = JSON.parse(r.stdout).entriesAndGraphOfContext.statements;
  assert.equal(st[0].content, 'Rain feeds the garden, daily');
  assert.equal(st[0].timestamp, '2024-05-01T00:00:00.000Z');
  assert.deepEqual(st[1].categories, ['money']);
});

test('bad input: one line on stderr, exit code 2, no stack trace', () => {
  const binary = path.join(dir, 'image.bin');
  writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]));
  const invalid = path.join(dir, 'latin1.txt');
  writeFileSync(invalid, Buffer.from('caf\xe9 au lait', 'latin1'));
  const cases: Array<[string[], string, RegExp]> = [
    [['graph'], '', /^tna: the input is empty/],
    [['graph'], '   \n\t\n', /^tna: the input is empty/],
    [['graph'], 'the and of it was', /^tna: the input has no concepts left after removing stopwords/],
    [['graph', path.join(dir, 'missing.txt')], '', /missing\.txt does not exist/],
    [['graph', binary], '', /looks like a binary file/],
    [['graph', invalid], '', /is not valid UTF-8/],
    [['graph', '--gap-depth', '9'], 'trees', /^tna: --gap-depth: must be an integer from 0 to 3/],
    [['graph', '--max-nodes', 'lots'], 'trees', /^tna: --max-nodes: must be a whole number, or "all"/],
    [['graph', '--language', 'xx'], 'trees', /^tna: --language: must be auto or a supported language code: en, de, .*, ja, ko\n/],
    [['graph', '--format', 'xml'], 'trees', /^tna: option '-f, --format <format>' argument 'xml' is invalid/],
    [['graph', '--mentions', 'NEVER'], 'trees', /Allowed choices are CONNECT_TO_ALL_CONCEPTS, CONNECT_TO_CONCEPTS_ONLY/],
    [['graph', '--no-such-flag'], 'trees', /^tna: unknown option '--no-such-flag'/],
    [['graph', '--save'], 'trees grow', /^tna: --name: is required: give a name to save the graph under/],
  ];
  for (const [args, input, message] of cases) {
    const r = tna(args, input);
    assert.equal(r.stdout, '', `${args.join(' ')}: stdout must stay empty`);
    assert.match(r.stderr, message, args.join(' '));
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    assert.equal(r.code, 2, `${args.join(' ')} → ${r.stderr}`);
  }
});

test('--compact-graph writes a concept or a relation a line: the same graph in far less room', () => {
  const sotu = path.join(root, 'node_modules', '@stdlib', 'datasets-sotu', 'data', '2016_barack_obama_d.txt');
  // The reference analysis's graph of the address, over 5000 relations (the default one's windows end with each sentence: fewer).
  const r = tna(['graph', '--compact-graph', '--no-statements', '--max-nodes', 'all', '--analysis', 'reference', '-f', 'json', sotu]);
  assert.equal(r.code, 0, r.stderr);
  const { networkGraph } = JSON.parse(r.stdout).entriesAndGraphOfContext.graph;
  assert.ok(networkGraph.edges.length > 5000);
  const lines = r.stdout.split('\n');
  assert.equal(lines.filter((l) => /^ +\{"source":"[^"]+","target":"[^"]+","attributes":\{"weight":\d+\}\},?$/.test(l)).length, networkGraph.edges.length);
  assert.equal(lines.filter((l) => /^ +\{"key":"[^"]+","attributes":\{"bc":[\d.e-]+\}\},?$/.test(l)).length, networkGraph.nodes.length);
  const pretty = JSON.stringify(JSON.parse(r.stdout), null, 2).length;
  assert.ok(r.stdout.length < pretty * 0.7, `${r.stdout.length} characters against ${pretty} pretty`);
});

test('threads change nothing in the answer: clusters found while they run, betweenness to the bit', () => {
  const sotu = path.join(root, 'node_modules', '@stdlib', 'datasets-sotu', 'data', '2016_barack_obama_d.txt');
  // The whole address is large enough to start worker threads; one thread runs on the main thread.
  const [one, two] = ['1', '2'].map((threads) => tna(['graph', '--max-nodes', 'all', '--threads', threads, '-f', 'json', sotu]));
  assert.equal(two.code, 0, two.stderr);
  assert.ok(one.stdout.length > 100_000);
  assert.equal(two.stdout, one.stdout);
});

test('--help lists every flag with defaults; --version prints the version', () => {
  const help = tna(['graph', '--help']);
  assert.equal(help.code, 0);
  for (const flag of ['--format', '--statements', '--no-statements', '--gap-depth', '--max-nodes', '--stopwords', '--language', '--hashtags-only', '--entities', '--compact']) {
    assert.ok(help.stdout.includes(flag), flag);
  }
  assert.match(help.stdout, /default: "150"/);
  const version = tna(['--version']);
  assert.match(version.stdout, /^\d+\.\d+\.\d+\n$/);
});

test('a reader that stops early (tna graph | head) ends the process quietly', async () => {
  const { spawn } = await import('node:child_process');
  const sotu = path.join(root, 'node_modules', '@stdlib', 'datasets-sotu', 'data', '2016_barack_obama_d.txt');
  const child = spawn(process.execPath, [bin, 'graph', '--format', 'json', sotu], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.stdout.once('data', () => child.stdout.destroy());
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.equal(code, 0, stderr);
  assert.equal(stderr, '');
});

test('the language a text was read in: in the JSON, a line of the terminal report, any code or other name of it, undetermined for a script none is written in', () => {
  const french = "Les fichiers sont dans le répertoire.\nTous les fichiers de l'utilisateur sont entre les répertoires.";
  const json = JSON.parse(tna(['graph', '-f', 'json'], french).stdout);
  assert.equal(json.entriesAndGraphOfContext.language, 'fr');
  assert.deepEqual(json.entriesAndGraphOfContext.graph.networkGraph.nodes.map((n: { key: string }) => n.key), ['fichiers', 'répertoire', 'utilisateur']);
  assert.match(tna(['graph', '-f', 'text'], french).stdout, /^Language: French \(fr\)$/m);
  // Norwegian Bokmål by its other name, in any case.
  assert.equal(JSON.parse(tna(['graph', '-f', 'json', '--language', 'NB'], 'Filene ligger i brukerens mappe.').stdout).entriesAndGraphOfContext.language, 'no');
  const khmer = tna(['graph', '-f', 'json'], 'ប្រព័ន្ធប្រើឯកសាររួម ហើយអ្នកប្រើទាំងអស់អាចអានឯកសាររួមបាន');
  assert.equal(khmer.code, 0, khmer.stderr);
  const envelope = JSON.parse(khmer.stdout).entriesAndGraphOfContext;
  assert.equal(envelope.language, 'und');
  assert.match(envelope.warning, /no supported language is written in this text's script/);
  assert.ok(envelope.graph.networkGraph.nodes.length >= 3, 'words found by script');
  assert.equal(khmer.stderr, '', 'no note where stderr is not a terminal');
});
