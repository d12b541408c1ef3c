// A check holds a few texts at a time and keeps of each only its report (or, for --init, its
// figures): memory that does not grow with the texts' analyses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ANALYSIS } from '../../src/check/config-schema.js';
import { loadConfig } from '../../src/check/config.js';
import { analyzeText } from '../../src/check/analysis.js';
import type { GraphFacts } from '../../src/check/facts.js';
import { initialConfig, Measurements } from '../../src/check/init.js';
import type { CheckText } from '../../src/check/inputs.js';
import { checkJson } from '../../src/check/formatters/json.js';
import { pack, unpack } from '../../src/check/packed-report.js';
import { lazyList } from '../../src/report/lazy-list.js';
import { COMBINED, type FileReport } from '../../src/check/types.js';
import { analyzeEach, CONCURRENCY, runConfiguredCheck, type PendingText } from '../../src/check/runner.js';
import { LocalService } from '../../src/service/local.js';
import { run } from '../../src/cli/main.js';
import { pipeIO } from '../cli/pipe-io.js';
import { FIXTURES, scratch, tiny, writeJson } from './helpers.js';

const service = new LocalService({});
const FILES = ['guide.md', 'cooking.md', 'families.md', 'biased.md', 'release-v1.md', 'release-v2.md', 'single-topic.txt'];
/** Texts on one subject, so that some concepts are in all of them (what must-mention suggests). */
const INIT_TEXTS = ['release-v1.md', 'release-v2.md', 'guide.md'].map((file) => ({ file, text: readFileSync(path.join(FIXTURES, file), 'utf8') }));
const texts: CheckText[] = FILES.map((file) => ({ file, text: readFileSync(path.join(FIXTURES, file), 'utf8') }));

test('texts are read only as the check reaches them: never more than CONCURRENCY read and not yet done with', async () => {
  let read = 0;
  let done = 0;
  let most = 0;
  const pending: PendingText[] = texts.map((text) => async () => {
    read++;
    most = Math.max(most, read - done);
    return text;
  });
  const kept = await analyzeEach(pending, false, { service, analysis: DEFAULT_ANALYSIS }, async (a) => {
    done++;
    return a.text.file;
  });
  assert.deepEqual(kept, FILES, 'what is kept is what use returned, in the texts\' order');
  assert.equal(read, FILES.length);
  assert.ok(most <= CONCURRENCY, `${most} texts were held at once`);
  assert.ok(FILES.length > CONCURRENCY, 'more texts than lanes, or the bound says nothing');
});

test('a check keeps of each file its report alone: rule results, no facts, no analysis', async () => {
  const dir = scratch();
  writeJson(path.join(dir, 'tna.config.json'), tiny({ diversity: 'warning', modularity: 'warning', clusters: 'warning', 'top-concept-share': 'warning', repetition: 'error' }));
  const { io } = pipeIO({ cwd: dir });
  const config = await loadConfig(dir, undefined);
  const report = await runConfiguredCheck(texts.map((text) => () => Promise.resolve(text)), { service, io, config, combined: true });
  assert.equal(report.files.length, FILES.length + 1, 'each file, and the combined corpus');
  for (const file of report.files) {
    assert.deepEqual(Object.keys(file).filter((k) => !['file', 'results', 'skipped', 'unreadable'].includes(k)), []);
    assert.ok(file.results.length > 0, `${file.file} was judged`);
    for (const result of file.results) {
      assert.deepEqual(Object.keys(result).sort(), ['concepts', 'limit', 'line', 'measured', 'message', 'passed', 'rule', 'severity']);
      assert.ok(['number', 'string'].includes(typeof result.measured));
    }
  }
});

test('a report written out where it is made unpacks each file only as it is read: the same files, summary and JSON as a report made at once', async () => {
  const dir = scratch();
  writeJson(path.join(dir, 'tna.config.json'), tiny({ diversity: 'warning', modularity: 'error', clusters: 'warning', 'top-concept-share': 'warning', repetition: 'error' }));
  const { io } = pipeIO({ cwd: dir });
  const config = await loadConfig(dir, undefined);
  const check = (lazyFiles: boolean) => runConfiguredCheck(texts.map((text) => () => Promise.resolve(text)), { service, io, config, combined: false, lazyFiles });
  const eager = await check(false);
  const lazy = await check(true);
  assert.deepEqual(lazy.summary, eager.summary);
  assert.ok(eager.summary.errors + eager.summary.warnings > 0, 'some rule fails, or the summary says little');
  assert.equal(lazy.files.length, FILES.length);
  // Made again at each read: equal files, never the same objects, so nothing holds them all.
  assert.notEqual(lazy.files[0], lazy.files[0]);
  assert.deepEqual(lazy.files[0], lazy.files[0]);
  assert.deepEqual([...lazy.files], eager.files);
  assert.equal(JSON.stringify(checkJson(lazy, lazyList), null, 2), JSON.stringify(checkJson(eager), null, 2));
  assert.throws(() => structuredClone(lazy.files), 'a lazy list is a Proxy: the library and the MCP tool ask for plain arrays');
  assert.doesNotThrow(() => structuredClone(eager.files));
});

test('a report handed on file by file comes in the texts\' order, whichever file is judged first, and keeps no files: the same reports and counts as one made at once', async () => {
  const dir = scratch();
  writeJson(path.join(dir, 'tna.config.json'), tiny({ diversity: 'warning', modularity: 'error', clusters: 'warning', 'top-concept-share': 'warning', repetition: 'error' }));
  const { io } = pipeIO({ cwd: dir });
  const config = await loadConfig(dir, undefined);
  // The first text comes back only once another has been judged (a lane took a fifth text): the files after it wait for it.
  let release: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (release = resolve));
  const pending: PendingText[] = texts.map((text, i) => async () => {
    if (i === 0) await firstHeld;
    if (i === CONCURRENCY) release();
    return text;
  });
  const order: string[] = [];
  const handed: FileReport[] = [];
  const report = await runConfiguredCheck(pending, {
    service,
    io,
    config,
    combined: true,
    onFile: async (file) => {
      order.push(file.file);
      handed.push(file);
    },
  });
  const whole = await runConfiguredCheck(texts.map((text) => () => Promise.resolve(text)), { service, io, config, combined: true });
  assert.deepEqual(order, [...FILES, COMBINED]);
  assert.deepEqual(handed, whole.files);
  assert.deepEqual(report.summary, whole.summary);
  assert.equal(report.files.length, 0, 'nothing of the files is kept');
  assert.ok(whole.summary.errors + whole.summary.warnings > 0, 'some rule fails, or the counts say little');
});

test('tna check -f json and -f github into a pipe write each file as it is judged, the same bytes as the report written whole on a terminal', async () => {
  const dir = scratch(...FILES);
  writeJson(path.join(dir, 'tna.config.json'), tiny({ diversity: 'warning', modularity: 'error', clusters: 'warning', 'top-concept-share': 'warning', repetition: 'error' }));
  writeFileSync(path.join(dir, 'binary.md'), Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x00]));
  const runs = [['--jobs', '1', ...FILES, 'binary.md'], ['--combined', ...FILES], ['single-topic.txt']].flatMap((files) => ['json', 'github'].map((format) => ['check', '-f', format, ...files]));
  for (const args of runs) {
    const piped = pipeIO({ cwd: dir });
    const onTerminal = pipeIO({ cwd: dir });
    onTerminal.io.stdoutIsTTY = true;
    const codes = [await run(args, piped.io, async () => service), await run(args, onTerminal.io, async () => service)];
    assert.equal(codes[0], codes[1], args.join(' '));
    assert.equal(piped.out(), onTerminal.out(), args.join(' '));
    if (args[2] === 'github') {
      assert.match(piped.out(), /^::(error|warning) file=/m, `${args.join(' ')}: some rule fails, or the annotations say little`);
      continue;
    }
    const parsed = JSON.parse(piped.out()) as { files: { file: string }[]; summary: { files: number } };
    assert.equal(parsed.files.length, parsed.summary.files, args.join(' '));
  }
});

test('--init keeps each text without its first lines, its mentions and concepts narrowed to those all share (and its most influential), its clusters to their leaders, and suggests the same', async () => {
  const facts: { file: string; facts: GraphFacts }[] = [];
  for (const t of INIT_TEXTS) facts.push({ file: t.file, facts: (await analyzeText(service, t.text, DEFAULT_ANALYSIS)) as GraphFacts });
  const measurements = new Measurements();
  for (const m of facts) measurements.add(m.file, m.facts);
  const shared = [...facts[0].facts.mentions.keys()].filter((c) => facts.every((m) => m.facts.mentions.has(c)));
  measurements.list.forEach((kept, i) => {
    assert.equal(kept.facts.firstLine.size, 0);
    assert.equal(kept.facts.phrases, undefined);
    assert.ok(kept.facts.mentions.size <= facts[i].facts.mentions.size);
    for (const concept of shared) assert.equal(kept.facts.mentions.get(concept), facts[i].facts.mentions.get(concept));
    const whole = facts[i].facts;
    const names = kept.facts.concepts.map((c) => c.name);
    assert.deepEqual(names, whole.concepts.map((c) => c.name).filter((name, k) => k < 10 || names.includes(name)), 'the concepts kept keep their order');
    assert.deepEqual(names.slice(0, 10), whole.concepts.slice(0, 10).map((c) => c.name));
    for (const concept of shared) if (whole.concepts.some((c) => c.name === concept)) assert.ok(names.includes(concept), `${concept}, which every text mentions, is kept`);
    assert.equal(kept.facts.totalBc, whole.totalBc);
    assert.equal(kept.facts.clusters.length, whole.clusters.length);
    kept.facts.clusters.forEach((c, k) => assert.deepEqual(c.concepts, whole.clusters[k].concepts.slice(0, 4)));
    for (const gap of kept.facts.gaps) assert.ok(kept.facts.clusters.includes(gap.from) && kept.facts.clusters.includes(gap.to), 'a gap names two of the clusters kept');
  });
  assert.ok(facts.some((m, i) => measurements.list[i].facts.concepts.length < m.facts.concepts.length), 'some text has concepts to leave out, or narrowing them says nothing');
  assert.ok(shared.length > 0, 'the texts share concepts, or narrowing them says nothing');
  assert.ok(measurements.list[0].facts.mentions.size > shared.length, 'the first text keeps the concepts none after it shares');
  assert.equal(measurements.list.at(-1)?.facts.mentions.size, shared.length, 'the last text keeps exactly the concepts every text mentions');
  const settings = { ...DEFAULT_ANALYSIS, minStatements: 1 };
  assert.deepEqual(await initialConfig(measurements.list, settings, 3), await initialConfig(facts, settings, 3));
});

test('--init keeps of each text the key phrases every text so far has, each with its rank, and suggests the same phrases', async () => {
  const facts: { file: string; facts: GraphFacts }[] = [];
  for (const t of INIT_TEXTS) facts.push({ file: t.file, facts: (await analyzeText(service, t.text, DEFAULT_ANALYSIS)) as GraphFacts });
  // Phrases of our own, so that the texts share some at different ranks: 'open source' ranks 0 + 2 + 0, 'release notes' 2 + 0 + 1.
  const phrase = (p: string) => ({ phrase: p, lemma: p });
  const lists = [
    ['open source', 'text network', 'release notes', 'graph view'],
    ['release notes', 'new feature', 'open source'],
    ['open source', 'release notes', 'user guide', 'graph view'],
  ];
  facts.forEach((m, i) => (m.facts = { ...m.facts, keyPhrases: lists[i].map(phrase) }));
  const measurements = new Measurements();
  for (const m of facts) measurements.add(m.file, m.facts);
  assert.deepEqual(measurements.list[0].facts.keyPhrases?.map((k) => k.lemma), lists[0], 'the first text keeps all its phrases');
  assert.deepEqual(measurements.list[2].facts.keyPhrases, [
    { phrase: 'open source', lemma: 'open source', rank: 0 },
    { phrase: 'release notes', lemma: 'release notes', rank: 1 },
  ], 'the last keeps those every text has, at their rank in its whole list');
  const settings = { ...DEFAULT_ANALYSIS, minStatements: 1 };
  const narrowed = await initialConfig(measurements.list, settings, 3);
  assert.deepEqual(narrowed, await initialConfig(facts, settings, 3));
  assert.deepEqual(narrowed.rules.find((r) => r.id === 'must-mention-phrase')?.options?.phrases, ['open source', 'release notes']);
});

test('a report packed until the check is over comes back as it was, field for field and in the same order', () => {
  const report: FileReport = {
    file: 'docs/a.html',
    results: [
      { rule: 'modularity', severity: 'error', passed: true, measured: 0.8184, limit: '≥ 0.20', message: "modularity is 0.82, allowed ≥ 0.20; led by 'système', '文本'", concepts: ['système', '文本'], line: 1 },
      { rule: 'diversity', severity: 'warning', passed: false, measured: 'focused', limit: 'focused–dispersed', message: 'diversity is focused…', concepts: [], line: 12 },
    ],
    skipped: '3 statements, too short to have a shape',
  };
  const kept = pack(report);
  assert.ok('packed' in kept && Buffer.isBuffer(kept.packed), 'a plain report is packed');
  const back = unpack(kept);
  assert.deepEqual(back, report);
  assert.deepEqual(Object.keys(back), Object.keys(report));
  back.results.forEach((r, i) => assert.deepEqual(Object.keys(r), Object.keys(report.results[i])));
  assert.equal(JSON.stringify(back, null, 2), JSON.stringify(report, null, 2));
  const unreadable: FileReport = { file: 'gone.md', results: [], unreadable: 'no such file' };
  assert.deepEqual(unpack(pack(unreadable)), unreadable);
});

test('a report that JSON would not give back the same is kept as it is', () => {
  const result = { rule: 'repetition', severity: 'error' as const, passed: true, measured: 0, limit: '≤ 5%', message: 'none', concepts: [], line: 1 };
  for (const odd of [{ ...result, measured: Number.NaN }, { ...result, measured: -0 }, { ...result, line: Number.POSITIVE_INFINITY }, { ...result, extra: 1 }]) {
    const report: FileReport = { file: 'odd.md', results: [odd] };
    assert.equal(pack(report), report);
  }
  const withUndefined: FileReport = { file: 'odd.md', results: [], skipped: undefined };
  assert.equal(pack(withUndefined), withUndefined);
});
