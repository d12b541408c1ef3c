// A passage a text says again and again word for word (a PDF's running header or footer) is read
// once by the key phrases: its publisher is no key phrase, a title repeated as a header still is.
// On scientific papers of the citeulike180 keyphrase dataset and a report of fao30 where that
// data is at hand (bench:about's), and on a text written here everywhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze, type Analysis } from '../../../src/core/analyze.js';
import { repeatedPassageUses } from '../../../src/core/text/repeated-passages.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, language: 'en' as const };
const top10 = (text: string): string[] => (analyze(toStatements({ text }), OPTIONS) as Analysis).keyPhrases.slice(0, 10).map((k) => k.phrase);

const PAGE = [
  'Chromatin state maps show where genes are active in the cells of the mouse.',
  'The chromatin state maps cover every gene of the mouse genome, and the maps of chromatin state change with the cell type.',
  'Active genes carry marks of chromatin state that the maps record.',
];

test('a footer said on every page is no key phrase; the words around it are its own each time', () => {
  const pages = Array.from({ length: 6 }, (_, i) => [...PAGE, `The ${['first', 'second', 'third', 'fourth', 'fifth', 'sixth'][i]} map of chromatin state & 2007 EMBO and Nature Publishing Group`, '© 2007 Nature Publishing Group'].join('\n'));
  const phrases = top10(['Chromatin state maps of the mouse genome', ...pages].join('\n'));
  assert.ok(phrases.some((p) => /chromatin state/i.test(p)), phrases.join(' | '));
  assert.deepEqual(phrases.filter((p) => /Nature|Publishing|EMBO/.test(p)), [], phrases.join(' | '));
});

test('a title repeated as a running header stays a key phrase, where the text says it elsewhere three times or more', () => {
  const title = 'Natural Disasters in Central Viet Nam';
  const pages = Array.from({ length: 6 }, () => [title, ...PAGE].join('\n'));
  const text = [title, 'Natural disasters strike the coast every year, and the natural disasters of the highlands are floods.', 'Local institutions prepare the villages for natural disasters.', ...pages].join('\n');
  const phrases = top10(text);
  assert.ok(phrases.some((p) => /natural disasters/i.test(p)), phrases.join(' | '));
});

test('how often a phrase says a repeated passage again: the uses beyond the first of its most repeated passage, or none', () => {
  const statements = toStatements({
    text: ['Gene networks & 2007 EMBO and Nature Publishing Group', 'The gene networks of yeast & 2007 EMBO and Nature Publishing Group', 'Figure 2 shows it & 2007 EMBO and Nature Publishing Group', 'Bayesian networks & 2007 EMBO and Nature Publishing Group', 'Nature Publishing Group prints the journal.'].join('\n'),
  });
  const again = repeatedPassageUses(statements);
  assert.equal(again('Nature Publishing Group'), 3, 'four uses in one passage, one more elsewhere');
  assert.equal(again('networks'), 0, 'its uses lie in passages of their own');
  // A news story says its headline again three times: no passage below four uses.
  const news = toStatements({ text: ['ACTA rejeté par le Parlement européen', 'Le traité a été rejeté par le Parlement européen', "L'accord commercial a été rejeté par le Parlement européen. Le traité avait été signé."].join('\n') });
  assert.equal(repeatedPassageUses(news)('Parlement européen'), 0);
});

test("a phrase's uses are read by their two nearest words each side first: sharing those, they may still lie in passages of their own, and a letter beyond ASCII is read as the whole passage reads it", () => {
  const around = (words: string[]) => repeatedPassageUses(toStatements({ text: words.map((w, i) => `${w} one said gene networks here and now ${i}`).join('\n') }))('gene networks');
  // The third word before tells the four uses apart: four passages, none repeated.
  assert.equal(around(['alpha', 'beta', 'gamma', 'delta']), 0);
  assert.equal(around(['alpha', 'alpha', 'alpha', 'alpha']), 3, 'four uses in one passage');
  // Accented letters beside the phrase: the same passage four times, whatever the words beyond it.
  const french = toStatements({ text: [1, 2, 3, 4].map((n) => `R${n} le Société dit gene networks ici là-bas ${n}`).join('\n') });
  assert.equal(repeatedPassageUses(french)('gene networks'), 3);
});

/** bench:about's keyphrase data, where this machine has it: each dataset a zip of <name>/docsutf8/*.txt. */
const DATA = process.env.TNA_KEYPHRASES ?? path.join(fileURLToPath(new URL('../../../../', import.meta.url)), '..', 'shared', 'data', 'keyphrases');
const haveData = existsSync(path.join(DATA, 'citeulike180.zip')) && existsSync(path.join(DATA, 'fao30.zip')) && spawnSync('unzip', ['-v']).status === 0;

function documents(dataset: string, ids: string[]): Map<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-passages-'));
  try {
    const run = spawnSync('unzip', ['-q', '-o', path.join(DATA, `${dataset}.zip`), ...ids.map((id) => `*/docsutf8/${id}.txt`), '-d', dir], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const folder = path.join(dir, spawnSync('ls', [dir], { encoding: 'utf8' }).stdout.trim().split('\n')[0], 'docsutf8');
    return new Map(ids.map((id) => [id, readFileSync(path.join(folder, `${id}.txt`), 'utf8')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('real papers: a journal\'s running footer names no key phrase, a report\'s title in its running header still does (citeulike180, fao30)', { skip: !haveData && 'no keyphrase data (bench:about\'s zips) on this machine' }, () => {
  // Nature's © lines, Molecular Systems Biology's EMBO footer, Genome Research's "Published by Cold Spring Harbor Laboratory Press".
  for (const [id, text] of documents('citeulike180', ['1206611', '1159615', '1910555', '1392792'])) {
    const phrases = top10(text);
    assert.deepEqual(phrases.filter((p) => /Publishing|Laboratory Press|Cold Spring/.test(p)), [], `${id}: ${phrases.join(' | ')}`);
  }
  const report = documents('fao30', ['ae080e00']).get('ae080e00')!;
  const phrases = top10(report);
  assert.ok(phrases.some((p) => /natural disasters/i.test(p)), phrases.join(' | '));
  assert.deepEqual(phrases.filter((p) => /Asian Disaster Preparedness Center/.test(p)), [], phrases.join(' | '));
});
