// Chinese words ICU's dictionary joins from function words (你的, 我们的, 一下): no concepts in the
// default analysis; content words made of the same characters stay. On GNOME's help in Chinese and,
// where installed, the translated manual pages (manpages-zh).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import type { AnalysisMode } from '../../../../src/core/analysis-mode.js';
import { conceptTokenizer, extractConcepts } from '../../../../src/core/text/concepts.js';
import { chinese } from '../../../../src/core/text/languages/cjk.js';
import { functionCompounds } from '../../../../src/core/text/languages/function-compounds.js';
import { DEFAULT_SETTINGS } from '../../../../src/core/text/settings.js';
import { toStatements } from '../../../../src/core/text/statements.js';
import { helpText } from './corpora.js';

const options = (analysis: AnalysisMode) => ({ language: 'zh', stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true, analysis }) as const;

/** How often each concept of a Chinese text is used. */
function uses(text: string, analysis: AnalysisMode): Map<string, number> {
  const { concepts } = extractConcepts(toStatements({ text }), options(analysis));
  const counts = new Map<string, number>();
  for (const s of concepts) for (const t of s.tokens) counts.set(t.concept, (counts.get(t.concept) ?? 0) + 1);
  return counts;
}

/** Pronoun and particle, pronoun and copula, numeral and measure, modal and negation: the kind. */
const COMPOUNDS = ['你的', '你是', '我们的', '我們的', '一下', '我的', '他们的', '他們的', '它的', '它們', '也可以', '不能', '可能'];
/** Content words whose characters stopwords-iso's long list holds one by one (自, 由, 者, 靠, 临, 月…). */
const CONTENT = ['自由', '所有者', '可靠', '临时', '等待', '一月', '共同', '凭据', '几何', '文件', '计算机'];

test('a word made of function words is one; a content word made of listed characters is not', () => {
  const compound = functionCompounds(chinese);
  for (const word of COMPOUNDS) assert.equal(compound(word), true, word);
  for (const word of CONTENT) assert.equal(compound(word), false, word);
});

test('the default analysis leaves them out, the reference keeps them as the hosted service does', () => {
  const text = '你的文件在我们的电脑里。你是管理员，可以看一下他们的权限。';
  const reference = [...uses(text, 'reference').keys()];
  const plain = [...uses(text, 'default').keys()];
  assert.ok(reference.includes('你的') && reference.includes('你是'), reference.join(' '));
  for (const word of ['文件', '电脑', '权限']) assert.ok(plain.includes(word), `${word}: ${plain.join(' ')}`);
  for (const word of plain) assert.equal(functionCompounds(chinese)(word), false, word);
});

/** The Chinese manual pages of manpages-zh as plain text (man's own formatter), or '' where they are not installed. */
function manPages(): string {
  const dir = '/usr/share/man/zh_CN/man1';
  if (!existsSync(dir)) return '';
  const pages = readdirSync(dir).filter((f) => f.endsWith('.gz')).sort().slice(0, 30);
  return pages.map((page) => execFileSync('man', ['-E', 'UTF-8', '-l', `${dir}/${page}`], { encoding: 'utf8', env: { ...process.env, MANWIDTH: '2000' }, stdio: ['ignore', 'pipe', 'ignore'] })).join('\n');
}

test('on real Chinese text: none of them is a concept, and the content words stay', (t) => {
  const help = helpText('zh', 10_000);
  if (help === '') {
    t.skip('GNOME help in Chinese (gnome-user-docs) is not installed');
    return;
  }
  const man = manPages();
  for (const [name, text] of [['GNOME help', help], ['manpages-zh', man]] as const) {
    if (text === '') continue;
    const compound = functionCompounds(chinese);
    const before = uses(text, 'reference');
    const after = uses(text, 'default');
    const joined = [...before].filter(([word]) => compound(word));
    // The text has them: the reference counts them among its concepts.
    assert.ok(joined.reduce((sum, [, n]) => sum + n, 0) >= 100, `${name}: ${joined.length}`);
    assert.deepEqual([...after.keys()].filter(compound), [], name);
    // A content word may still be left out as a common word the text uses no more than the
    // language does (等待, wait, in GNOME's help), never as a function compound.
    const common = new Set(conceptTokenizer(toStatements({ text }), options('default')).generic);
    for (const word of CONTENT) if (before.has(word) && !common.has(word)) assert.ok(after.has(word), `${name}: ${word}`);
    const present = CONTENT.filter((word) => before.has(word));
    assert.ok(present.filter((word) => after.has(word)).length >= present.length / 2, `${name}: most content words stay`);
  }
});
