// Checks the stopword lists, the user's additions and removals, and language detection.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { AnalysisMode } from '../../../src/core/analysis-mode.js';
import { analyze } from '../../../src/core/analyze.js';
import { extractConcepts } from '../../../src/core/text/concepts.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import {
  SUPPORTED_LANGUAGES,
  detectLanguage,
  isLanguage,
  stopwordSet,
} from '../../../src/core/text/stopwords.js';
import { helpPageText } from './languages/corpora.js';

const PARAGRAPHS = {
  en:
    'The old library stood at the edge of the town, and every evening the children gathered ' +
    'there to read stories about distant mountains and forgotten kingdoms. The librarian, a quiet ' +
    'woman with silver hair, knew which books each child loved and kept them aside on a wooden ' +
    'shelf near the window where the light was warm.',
  de:
    'Die alte Bibliothek stand am Rand der Stadt, und jeden Abend versammelten sich die Kinder ' +
    'dort, um Geschichten über ferne Berge und vergessene Königreiche zu lesen. Die Bibliothekarin, ' +
    'eine ruhige Frau mit silbernem Haar, wusste genau, welche Bücher jedes Kind liebte, und legte ' +
    'sie auf ein hölzernes Regal neben dem Fenster.',
  fr:
    "La vieille bibliothèque se trouvait au bord de la ville, et chaque soir les enfants s'y " +
    'rassemblaient pour lire des histoires de montagnes lointaines et de royaumes oubliés. La ' +
    'bibliothécaire, une femme calme aux cheveux argentés, savait quels livres chaque enfant ' +
    'aimait et les gardait sur une étagère en bois près de la fenêtre.',
  es:
    'La vieja biblioteca estaba en el borde del pueblo, y cada tarde los niños se reunían allí ' +
    'para leer historias sobre montañas lejanas y reinos olvidados. La bibliotecaria, una mujer ' +
    'tranquila de cabello plateado, sabía qué libros amaba cada niño y los guardaba en un estante ' +
    'de madera junto a la ventana donde la luz era cálida.',
  pt:
    'A velha biblioteca ficava na beira da cidade, e todas as noites as crianças se reuniam lá ' +
    'para ler histórias sobre montanhas distantes e reinos esquecidos. A bibliotecária, uma mulher ' +
    'tranquila de cabelos prateados, sabia quais livros cada criança amava e os guardava numa ' +
    'estante de madeira perto da janela onde a luz era quente.',
  it:
    'La vecchia biblioteca si trovava ai margini della città, e ogni sera i bambini si riunivano ' +
    'lì per leggere storie di montagne lontane e regni dimenticati. La bibliotecaria, una donna ' +
    'tranquilla dai capelli argentati, sapeva quali libri amava ogni bambino e li teneva su uno ' +
    'scaffale di legno vicino alla finestra dove la luce era calda.',
  ru:
    'Старая библиотека стояла на краю города, и каждый вечер дети собирались там, чтобы читать ' +
    'истории о далёких горах и забытых королевствах. Библиотекарь, тихая женщина с серебряными ' +
    'волосами, знала, какие книги любит каждый ребёнок, и держала их на деревянной полке у окна, ' +
    'где свет был тёплым.',
} as const;

test('SUPPORTED_LANGUAGES and isLanguage agree on the supported languages', () => {
  assert.deepEqual([...SUPPORTED_LANGUAGES], [
    'en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'sv', 'da', 'no', 'fi', 'hu', 'ro', 'pl', 'cs', 'tr', 'id', 'vi',
    'ru', 'uk', 'el', 'ar', 'fa', 'he', 'hi', 'th', 'zh', 'ja', 'ko',
  ]);
  for (const code of SUPPORTED_LANGUAGES) assert.ok(isLanguage(code));
  for (const code of ['EN', 'eng', 'xx', '', 'en ', 'und', 'nb']) assert.equal(isLanguage(code), false);
});

test('English drops function words, weak verbs and contractions', () => {
  const en = stopwordSet('en');
  const dropped = [
    'said', 'shall', 'will', 'would', 'like', 'knows', 'lest', 'neither', 'the', 'and',
    "it's", "don't", "we've", "i'm", "can't", "won't", "let's", 'also', 'very', 'every', 'one',
  ];
  for (const word of dropped) assert.ok(en.has(word), `expected "${word}" to be a stopword`);
  assert.ok(en.has('it\u2019s'), 'typographic apostrophe variant');
});

test('English keeps content words', () => {
  const en = stopwordSet('en');
  const kept = ['good', 'open', 'evil', 'tree', 'new', 'great', 'people', 'world', 'time', 'work', 'build', 'grow', 'create'];
  for (const word of kept) assert.equal(en.has(word), false, `expected "${word}" to be kept`);
});

/** The concepts of one English sentence, in order, in an analysis (the default one unless asked). */
function conceptsOf(sentence: string, analysis?: AnalysisMode): string[] {
  const { concepts } = extractConcepts(toStatements({ text: sentence }), {
    language: 'en',
    stopwords: [],
    settings: DEFAULT_SETTINGS,
    modifyAnalyzedText: 'none',
    replaceEntities: true,
    analysis,
  });
  return concepts.flatMap((s) => s.tokens.map((t) => t.concept));
}

// Forms of the empty verbs: a sentence for each decision. Kept -ing forms are used there as the
// nouns or adjectives they also are; dropped ones as the grammar they nearly always are.
const KEPT_ING = {
  knowing: 'The tree of the knowledge of good and evil gave them a knowing of good and evil.',
  saying: 'An old saying warns farmers about drought.',
  liking: 'Her liking for rivers shaped the garden.',
  making: 'The making of paper needs water and wood.',
  taking: 'The taking of land angered farmers.',
  coming: 'The coming of spring floods the valley.',
  giving: 'Annual giving funds the library.',
  telling: 'A telling detail reveals the author.',
  seeing: 'Seeing rivers from space changes perspective.',
} as const;

/** Each dropped form with its base verb, which must not become a concept either. */
const DROPPED_ING: Record<string, [base: string, sentence: string]> = {
  being: ['be', 'The bridge is being repaired by engineers.'],
  having: ['have', 'Having finished dinner, guests danced.'],
  doing: ['do', 'Engineers are doing repairs on the bridge.'],
  going: ['go', 'Farmers are going to plant wheat.'],
  getting: ['get', 'Rivers are getting warmer every summer.'],
  letting: ['let', 'Engineers are letting water through the dam.'],
  becoming: ['become', 'Drought is becoming common in valleys.'],
  putting: ['put', 'Farmers are putting seeds into soil.'],
  seeming: ['seem', 'Forests are seeming greener this year.'],
};

// The English stopword list's decisions, read under the reference analysis, which uses that list
// alone (the default one leaves out the generic words of stopwords-iso as well: saying, good).
test('English keeps the -ing forms that prose uses as nouns or adjectives (knowing, saying…)', () => {
  for (const [word, sentence] of Object.entries(KEPT_ING)) {
    const found = conceptsOf(sentence, 'reference');
    assert.ok(found.includes(word), `"${word}" should be a concept of: ${sentence} (got ${found.join(', ')})`);
  }
  // The reference example: "knowing" stays beside knowledge, good and evil.
  assert.deepEqual(conceptsOf('the tree of the knowledge of good and evil, knowing good and evil', 'reference'), [
    'tree', 'knowledge', 'good', 'evil', 'knowing', 'good', 'evil',
  ]);
});

test('English drops the -ing forms that work as auxiliaries or light verbs (being, going…)', () => {
  for (const [word, [base, sentence]] of Object.entries(DROPPED_ING)) {
    const found = conceptsOf(sentence);
    assert.ok(found.length > 0, `the sentence for "${word}" should keep its content words`);
    assert.ok(!found.includes(word) && !found.includes(base), `"${word}" should not be a concept of: ${sentence} (got ${found.join(', ')})`);
  }
});

test('English list is lowercase, trimmed and a few hundred words', () => {
  const en = stopwordSet('en');
  assert.ok(en.size > 300 && en.size < 800, `size ${en.size}`);
  for (const word of en) {
    assert.equal(word, word.trim().toLowerCase());
    assert.notEqual(word, '');
  }
});

test('other languages load their lists, lowercased', () => {
  const samples: Record<string, string[]> = {
    de: ['und', 'der', 'nicht'],
    fr: ['le', 'et', 'nous'],
    es: ['el', 'que', 'pero'],
    pt: ['não', 'que', 'para'],
    it: ['il', 'che', 'non'],
    ru: ['и', 'не', 'что'],
  };
  for (const [language, words] of Object.entries(samples)) {
    assert.ok(isLanguage(language));
    const set = stopwordSet(language);
    assert.ok(set.size > 40, `${language} size ${set.size}`);
    for (const word of words) assert.ok(set.has(word), `${language}: "${word}"`);
    for (const word of set) assert.equal(word, word.trim().toLowerCase());
  }
});

test('default sets are cached; custom entries give a fresh set', () => {
  const a = stopwordSet('en');
  assert.equal(stopwordSet('en'), a);
  assert.equal(stopwordSet('en', []), a);
  const custom = stopwordSet('en', ['foo']);
  assert.notEqual(custom, a);
  assert.equal(a.has('foo'), false, 'the cached default is not mutated');
});

test('custom additions are trimmed and lowercased; empty entries ignored', () => {
  const set = stopwordSet('en', ['  Foo ', 'BAR', '', '   ', '-']);
  assert.ok(set.has('foo'));
  assert.ok(set.has('bar'));
  assert.equal(set.has(''), false);
  assert.equal(set.has('-'), false);
  assert.equal(set.size, stopwordSet('en').size + 2);
});

test('-word removes a word from the default list', () => {
  const set = stopwordSet('en', ['-Will', ' -like ', "-it's", 'tree']);
  assert.equal(set.has('will'), false);
  assert.equal(set.has('like'), false);
  assert.equal(set.has("it's"), false);
  assert.equal(set.has('it\u2019s'), false);
  assert.ok(set.has('tree'));
  assert.ok(set.has('the'));
  assert.ok(stopwordSet('en').has('will'), 'removal does not leak into the cached default');

  const de = stopwordSet('de', ['-gut']);
  assert.equal(de.has('gut'), false);
  assert.ok(de.has('und'));
});

test('a removal beats an addition of the same word', () => {
  const set = stopwordSet('en', ['foo', '-foo']);
  assert.equal(set.has('foo'), false);
});

test('detects the language of a paragraph', () => {
  for (const [language, text] of Object.entries(PARAGRAPHS)) {
    assert.ok(text.length > 250, `${language} sample is long enough`);
    assert.equal(detectLanguage(text), language, `paragraph in ${language}`);
  }
});

test('text with no words to go on is English; a short sentence is its own language', () => {
  assert.equal(detectLanguage(''), 'en');
  assert.equal(detectLanguage('1234567890 '.repeat(20)), 'en');
  assert.equal(detectLanguage('Die alte Bibliothek stand am Rand der Stadt.'), 'de');
  assert.equal(detectLanguage(`   ${PARAGRAPHS.de.slice(0, 99)}   `), 'de');
  assert.equal(detectLanguage('图书馆位于城市的边缘，每天晚上孩子们都聚集在那里阅读关于遥远山脉和被遗忘王国的故事。'), 'zh');
});

test('detection looks at a sample and is deterministic', () => {
  // The opening decides: a long English tail after a German start does not change the answer.
  const mixed = PARAGRAPHS.de.repeat(20).slice(0, 5000) + ' ' + PARAGRAPHS.en.repeat(200);
  assert.equal(detectLanguage(mixed), 'de');
  for (const text of Object.values(PARAGRAPHS)) {
    const first = detectLanguage(text);
    for (let i = 0; i < 5; i++) assert.equal(detectLanguage(text), first);
  }
});

test('German keeps content words the packaged list would drop, and drops unseres', () => {
  const de = stopwordSet('de');
  for (const word of ['zeit', 'mensch', 'menschen', 'jahr', 'gott', 'ordnung']) assert.equal(de.has(word), false, word);
  for (const word of ['und', 'die', 'unseres', 'nicht']) assert.equal(de.has(word), true, word);
});

test('de: falls (if), bzw., ggf. and Umständen of unter Umständen are stopwords, in either analysis, where Fall (case) stays a concept', () => {
  const text = 'Falls der Drucker nicht druckt, prüfen Sie das Kabel. Falls das Kabel fehlt, ggf. ein neues Kabel kaufen. Unter Umständen hilft ein Neustart bzw. ein neuer Treiber. In diesem Fall hilft der Treiber.';
  for (const analysis of ['default', 'reference'] as const) {
    const read = extractConcepts(toStatements({ text }), { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true, language: 'de', analysis });
    const concepts = read.concepts.flatMap((s) => s.tokens.map((t) => t.concept));
    for (const word of ['falls', 'ggf', 'bzw', 'umständen']) assert.ok(!concepts.includes(word), `${analysis}: ${word} in ${concepts.join(' ')}`);
    assert.ok(concepts.includes('kabel') && concepts.includes('fall'), `${analysis}: ${concepts.join(' ')}`);
  }
});

test("de: the quantifiers (mehrere, beliebigen, gleiche: several, any, same) are stopwords, as English's are; GNOME's German help's key phrases name what they quantify", (t) => {
  for (const word of ['mehrere', 'mehreren', 'verschiedene', 'beliebigen', 'bestimmte', 'meisten', 'gleiche', 'sämtliche', 'jeweiligen']) assert.ok(stopwordSet('de').has(word), word);
  for (const word of ['several', 'any', 'same', 'most']) assert.ok(stopwordSet('en').has(word), word);
  if (!existsSync('/usr/share/help/de/gnome-help')) return t.skip('gnome-user-docs is not installed');
  const cases: [string, string, string][] = [
    ['user-add', 'mehrere Benutzerkonten', 'Benutzerkonten'],
    ['a11y-stickykeys', 'mehrere Tasten', 'Tasten'],
    ['files-hidden', 'gleiche Weise', ''],
  ];
  for (const [page, before, after] of cases) {
    const phrases = analyze(toStatements({ text: helpPageText('de', `${page}.page`) }), { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true, maxNodes: 0, language: 'de' })
      .keyPhrases.slice(0, 10)
      .map((k) => k.phrase);
    assert.ok(!phrases.includes(before), `${page}: ${phrases.join(' | ')}`);
    if (after) assert.ok(phrases.some((p) => p.endsWith(after)), `${page}: ${after} in ${phrases.join(' | ')}`);
  }
});

test('es: alguien (someone) and cualquiera (anyone) are stopwords, as Portuguese alguém and Italian qualcuno are', () => {
  for (const [language, word] of [['es', 'alguien'], ['es', 'cualquiera'], ['pt', 'alguém'], ['it', 'qualcuno']] as const) assert.ok(stopwordSet(language).has(word), `${language}: ${word}`);
});

test('nl: één (one, written with its accents) and pl: pomocą (of za pomocą, with) are stopwords, in either analysis', () => {
  const cases = [
    ['nl', 'Klik één keer op de knop. Kies één map en één bestand. De knop opent de map.', 'één', 'knop'],
    ['pl', 'Otwórz plik za pomocą programu. Za pomocą myszy wybierz plik. Program otwiera plik.', 'pomocą', 'plik'],
  ] as const;
  for (const [language, text, word, noun] of cases) {
    for (const analysis of ['default', 'reference'] as const) {
      const read = extractConcepts(toStatements({ text }), { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true, language, analysis });
      const concepts = read.concepts.flatMap((s) => s.tokens.map((t) => t.concept));
      assert.ok(!concepts.includes(word) && concepts.includes(noun), `${language} ${analysis}: ${concepts.join(' ')}`);
    }
  }
});
