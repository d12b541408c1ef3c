import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Graph from 'graphology';
import { parse as parseGexf } from 'graphology-gexf';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(root, 'bin', 'tna.js');
const fixture = path.join(root, 'test', 'fixtures', 'topics.txt');
const dir = mkdtempSync(path.join(tmpdir(), 'tna-dot-compare-'));

function tna(args: string[], input = '') {
  const r = spawnSync(process.execPath, [bin, ...args], { input, cwd: dir, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' }, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const RELATION = /^\S+ <-> \S+( \[label="[^"]+"\])?$/;
writeFileSync(path.join(dir, 'a.txt'), 'Apples grow on tall trees.\n');
writeFileSync(path.join(dir, 'b.txt'), 'Tall trees shade apples.\n');
writeFileSync(path.join(dir, 'c.txt'), 'Rivers flow north.\n');
writeFileSync(path.join(dir, 'empty.txt'), '');

test('tna dot prints graphKeywords: one relation a line, nothing on stderr', () => {
  const r = tna(['dot', fixture]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  for (const line of r.stdout.trimEnd().split('\n')) assert.match(line, RELATION);
  const focused = tna(['dot', '--optimize', 'gaps', '-f', 'json', fixture]);
  assert.equal(focused.code, 0, focused.stderr);
  const json = JSON.parse(focused.stdout);
  assert.equal(json.optimize, 'gaps');
  assert.equal(json.clusterIds.length, 2);
  assert.match(tna(['dot', '-f', 'summary', fixture]).stdout, /^<MainConcepts>\n[\s\S]*<\/DiversityStatistics>\n$/);
});

test('tna dot --graph reads a node-link graph or a tna graph response, from a file or stdin', () => {
  const e1 = tna(['graph', '-f', 'json', fixture]);
  writeFileSync(path.join(dir, 'e1.json'), e1.stdout);
  const fromText = tna(['dot', '--optimize', 'develop', fixture]).stdout;
  assert.equal(tna(['dot', '--optimize', 'develop', '--graph', 'e1.json']).stdout, fromText);
  assert.equal(tna(['dot', '--optimize', 'develop', '--graph', '-'], e1.stdout).stdout, fromText);

  writeFileSync(path.join(dir, 'broken.json'), '{ "nodes": [');
  const broken = tna(['dot', '--graph', 'broken.json']);
  assert.equal(broken.code, 2);
  assert.match(broken.stderr, /^tna: --graph: broken\.json is not valid JSON \(.+\)\n$/);
  const both = tna(['dot', '--graph', 'e1.json', fixture]);
  assert.equal(both.code, 2);
  assert.match(both.stderr, /either text files or --graph, not both/);
  const bad = tna(['dot', '--optimize', 'sideways', fixture]);
  assert.equal(bad.code, 2);
});

test('tna compare: one context per file, the figures in JSON, our order and labels', () => {
  const r = tna(['compare', '--mode', 'overlap', 'a.txt', 'b.txt']);
  assert.equal(r.code, 0, r.stderr);
  const json = JSON.parse(r.stdout);
  assert.equal(json.mode, 'overlap');
  assert.deepEqual(json.contexts.map((c: { name: string }) => c.name), ['a.txt', 'b.txt']);
  assert.deepEqual(json.entriesAndGraphOfContext.graph.networkGraph.nodes.map((n: { key: string }) => n.key), ['apple', 'tall', 'tree']);
  const diff = JSON.parse(tna(['compare', '-m', 'difference', 'a.txt', '-'], 'Tall trees shade apples.').stdout);
  assert.deepEqual(diff.contexts.map((c: { name: string }) => c.name), ['a.txt', 'stdin']);
  assert.ok(diff.entriesAndGraphOfContext.graph.networkGraph.nodes.some((n: { key: string }) => n.key === 'shade'));
});

test('tna compare -f text: each context\'s share, and an empty overlap said plainly', () => {
  // a.txt's figures are the reference analysis's (grow is a concept there).
  const r = tna(['compare', '-m', 'overlap', '-f', 'text', '--analysis', 'reference', 'a.txt', 'c.txt']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^overlap of 2 contexts:\n {2}a\.txt: 4 concepts, 6 relations; 0 of its concepts \(0%\) and 0 of its relations \(0%\) are in the overlap\n/);
  assert.match(r.stdout, /The result is empty: the contexts have no relation in common\.\n$/);
  const merged = tna(['compare', '-f', 'text', 'a.txt', 'b.txt']);
  assert.match(merged.stdout, /merge of 2 contexts:[\s\S]*Main topics/);
});

test('tna compare with a saved graph (--name comes first) and clear errors', () => {
  const db = path.join(dir, 'store.db');
  const saved = tna(['graph', '--save', '--name', 'orchard', '--db', db, 'b.txt']);
  assert.equal(saved.code, 0, saved.stderr);
  // Under the reference analysis, where grow is a concept (the default one keeps no verb).
  const r = tna(['compare', '-m', 'difference', '--analysis', 'reference', 'a.txt', '--name', 'orchard', '--db', db]);
  assert.equal(r.code, 0, r.stderr);
  const json = JSON.parse(r.stdout);
  assert.deepEqual(json.contexts.map((c: { name: string }) => c.name), ['orchard', 'a.txt']);
  // What a.txt adds to the saved orchard: "grow" and its relations.
  assert.ok(json.entriesAndGraphOfContext.graph.networkGraph.nodes.some((n: { key: string }) => n.key === 'grow'));
  assert.ok(!json.entriesAndGraphOfContext.graph.networkGraph.nodes.some((n: { key: string }) => n.key === 'shade'));

  const missing = tna(['compare', 'a.txt', '--name', 'nowhere', '--db', db]);
  assert.equal(missing.code, 2);
  assert.equal(missing.stderr, 'tna: --name nowhere: no saved graph named "nowhere" (tna list shows the saved graphs)\n');
  const empty = tna(['compare', 'a.txt', 'empty.txt']);
  assert.equal(empty.code, 2);
  assert.equal(empty.stderr, 'tna: empty.txt is empty: give each context some text\n');
  const one = tna(['compare', 'a.txt']);
  assert.equal(one.code, 2);
  assert.equal(one.stderr, 'tna: compare needs two or more texts, got one (a.txt): add a file, "-", --statements FILE or --name GRAPH\n');
  const none = tna(['compare']);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /name the contexts to compare/);
  const twice = tna(['compare', '-', '-']);
  assert.equal(twice.code, 2);
  assert.match(twice.stderr, /'-' \(stdin\) can be given only once/);
});

test('exports on every graph command: GEXF that graphology reads, CSV files with --out, an HTML page', () => {
  const gexf = tna(['dot', '-f', 'gexf', fixture]);
  assert.equal(gexf.code, 0, gexf.stderr);
  const read = parseGexf(Graph, gexf.stdout);
  const e1 = JSON.parse(tna(['graph', '-f', 'json', fixture]).stdout).entriesAndGraphOfContext.graph.networkGraph;
  assert.deepEqual(read.nodes(), e1.nodes.map((n: { key: string }) => n.key));
  assert.equal(read.size, e1.edges.length);

  const out = tna(['graph', '-f', 'csv', '--out', 'topics.csv', fixture]);
  assert.equal(out.code, 0, out.stderr);
  assert.equal(out.stdout, '');
  assert.match(readFileSync(path.join(dir, 'topics.nodes.csv'), 'utf8'), /^id,label,degree,weighted_degree,bc,community,color\n/);
  assert.equal(readFileSync(path.join(dir, 'topics.edges.csv'), 'utf8').trimEnd().split('\n').length, e1.edges.length + 1);
  assert.ok(!existsSync(path.join(dir, 'topics.csv')));

  const html = tna(['compare', '-f', 'html', 'a.txt', 'b.txt']);
  assert.equal(html.code, 0, html.stderr);
  assert.match(html.stdout, /^<!doctype html>[\s\S]*<title>merge of a\.txt, b\.txt · tna<\/title>/);
  // The reference analysis's weight (the default one weighs a text's first sentence five times).
  const gv = tna(['compare', '-f', 'graphviz', '-m', 'overlap', '--analysis', 'reference', 'a.txt', 'b.txt']);
  assert.match(gv.stdout, /\n {2}"apple" -- "tall" \[weight=1, /);

  const wrong = tna(['graph', '-f', 'json', '--out', 'x.json', fixture]);
  assert.equal(wrong.code, 2);
  assert.match(wrong.stderr, /^tna: --out works with --format graphviz, gexf, graphml, csv, html/);
  const nowhere = tna(['graph', '-f', 'html', '--out', 'no/such/dir/g.html', fixture]);
  assert.equal(nowhere.code, 2);
  assert.equal(nowhere.stderr, 'tna: --out: cannot write no/such/dir/g.html: its folder does not exist\n');
});

test('--help lists dot and compare', () => {
  const help = tna(['--help']).stdout;
  assert.match(help, /\n {2}dot \[options\] \[files\.\.\.\]/);
  assert.match(help, /\n {2}compare \[options\] \[files\.\.\.\]/);
});
