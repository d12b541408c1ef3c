// A phrase written mostly before a number, and before several, labels what a text numbers (Fig. 2,
// Table 3, a journal's volume in a reference) and is no key phrase; a name with a model's number
// (PlayStation 4 joypads) and a line that ends in a number (Switch to workspace 3) keep theirs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { numberedLabelCheck } from '../../../src/core/text/numbered-labels.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import type { Language } from '../../../src/core/types.js';
import { helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
const check = (text: string) => numberedLabelCheck(toStatements({ text }));

const PAPER = [
  'Network motifs are patterns of interconnections that recur in complex networks (Fig. 1A).',
  'The feedforward loop is a network motif of transcription networks (Fig. 2) and of neuronal networks (Fig. 3, B and C).',
  'Randomized networks keep the degree of each node (Supplementary Fig. S1). The motifs of food webs differ (Table 1).',
  'Food webs have few feedforward loops (Table 2). Each motif is counted in every network (Fig. 4).',
  'References: R. Milo et al., Nature 402, 75 (1999). S. Shen-Orr et al., Nature Genet. 31, 64 (2002).',
  'U. Alon, Nature 418, 413 (2002). E. Davidson, Nature 420, 55 (2002).',
].join('\n');

test('a phrase written mostly before a number, before three or more, is a label', () => {
  const label = check(PAPER);
  assert.equal(label('Fig'), true);
  assert.equal(label('Table'), false, 'two tables only: a label numbers a series of three at least');
  assert.equal(label('Nature'), true);
  assert.equal(label('network motifs'), false);
  assert.equal(label('feedforward loop'), false);
  // A version (Web 2.0, 3.0) and a year (fiscal year 1947) are no label's numbers.
  assert.equal(check('Web 2.0, Web 3.0 and Web 4.0. The Web.')('Web'), false);
  assert.equal(check('In fiscal year 1947, fiscal year 1948, and fiscal year 1949, receipts rose.')('fiscal year'), false);
  // A Roman numeral of one letter names a variable as often (node X, player I).
  assert.equal(check('Node X, node V, node I and node IV.')('node'), false);
  assert.equal(check('See Table II, Table III, Table IV and Table VI.')('Table'), true);
  // A model's number a noun follows, or that ends a line, is part of a name.
  assert.equal(check('PlayStation 5 joypads, PlayStation 4 joypads and PlayStation 3 joypads pair.')('PlayStation'), false);
  assert.equal(check('Switch to workspace 1\nSwitch to workspace 2\nSwitch to workspace 3')('workspace'), false);
});

test("a paper's figures and the journals of its references are not among its key phrases", () => {
  const phrases = analyze(toStatements({ text: PAPER }), { ...OPTIONS, language: 'en' }).keyPhrases.map((k) => k.phrase);
  assert.ok(phrases.includes('network motifs'), phrases.join(' | '));
  for (const label of ['Fig', 'Nature']) assert.ok(!phrases.includes(label), `${label}: ${phrases.join(' | ')}`);
});

test("GNOME's help: a page on PlayStation 3, 4 and 5 joypads keeps PlayStation, a page of shortcuts to workspace 1 to 4 its workspace", { skip: !existsSync('/usr/share/help/C/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (language: Language, page: string) => analyze(toStatements({ text: helpPageText(language, `${page}.page`) }), { ...OPTIONS, language }).keyPhrases.slice(0, 10).map((k) => k.phrase.normalize('NFC'));
  assert.ok(top('en', 'bluetooth-device-specific-pairing').includes('PlayStation'));
  assert.ok(top('fr', 'keyboard-shortcuts-set').includes('espace de travail'));
  assert.ok(top('es', 'keyboard-shortcuts-set').includes('área de trabajo'));
});
