import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractConcepts, type ConceptOptions } from '../../../src/core/text/concepts.js';
import { DEFAULT_SETTINGS, type ContextSettings } from '../../../src/core/text/settings.js';
import { hashtagConcept } from '../../../src/core/text/tokens.js';
import { toStatements } from '../../../src/core/text/statements.js';

function concepts(text: string, options: Partial<Omit<ConceptOptions, 'settings'>> & { settings?: Partial<ContextSettings> } = {}) {
  const { concepts: out } = extractConcepts(toStatements({ text }), {
    language: 'en',
    stopwords: [],
    modifyAnalyzedText: 'none',
    replaceEntities: true,
    ...options,
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
  });
  return out.map((s) => s.tokens.map((t) => (t.role === 'mention' ? `${t.concept}*` : t.concept)));
}

/**
 * The concepts under the reference analysis: the lists these tests pin are its (verbs such as
 * write, need, continue, grow are concepts there, and new, good are no stopwords); what a test
 * shows (links, brackets, names) holds in the default analysis too.
 */
const reference = (text: string, options: Parameters<typeof concepts>[1] = {}) => concepts(text, { ...options, analysis: 'reference' });

test('words are lowercased, lemmatized, and stopwords, short words and numbers dropped', () => {
  assert.deepEqual(reference('The Eyes of 2024 opened to AI and new studies, said Ann.'), [['eye', 'open', 'new', 'study', 'ann']]);
});

test('contractions never become concepts; possessives keep the word', () => {
  assert.deepEqual(concepts("It's the nation's hope; we've said don't, they'd won’t."), [['nation', 'hope']]);
});

test('links and e-mail addresses are not concepts', () => {
  assert.deepEqual(reference('read https://example.com/deep/path and write to ann@example.org about gardens'), [['read', 'write', 'garden']]);
});

test('hashtags: without #, camelCase to snake_case, not lemmatized; mentions keep @', () => {
  assert.equal(hashtagConcept('GreenDeal'), 'green_deal');
  assert.equal(hashtagConcept('AIEthics'), 'ai_ethics');
  // "a talk": a common word used once is judged by that use, and after a name, *talk* may be its verb.
  assert.deepEqual(concepts('#ClimateChanges: a talk by @Alice on trees'), [['climate_changes', 'talk', '@alice*', 'tree']]);
});

test('wiki links: as mentions by default, as hashtags, ignored brackets, excluded', () => {
  const text = 'gardens need [[Fresh Water]] daily';
  assert.deepEqual(reference(text), [['garden', 'need', '[[fresh_water]]*', 'daily']]);
  assert.deepEqual(reference(text, { settings: { doubleSquarebracketsProcessing: 'PROCESS_AS_HASHTAGS' } }), [['garden', 'need', '[[fresh_water]]', 'daily']]);
  assert.deepEqual(reference(text, { settings: { doubleSquarebracketsProcessing: 'PROCESS_AS_HASHTAGS_IGNORE_THE_REST' } }), [['[[fresh_water]]']]);
  assert.deepEqual(reference(text, { settings: { doubleSquarebracketsProcessing: 'IGNORE_BRACKETS' } }), [['garden', 'need', 'fresh', 'water', 'daily']]);
  assert.deepEqual(reference(text, { settings: { doubleSquarebracketsProcessing: 'EXCLUDE' } }), [['garden', 'need', 'daily']]);
});

test('single square brackets: plain words, or excluded', () => {
  assert.deepEqual(reference('applause [Laughter] continues'), [['applause', 'laughter', 'continue']]);
  assert.deepEqual(reference('applause [Laughter] continues', { settings: { squareBracketsProcessing: 'EXCLUDE' } }), [['applause', 'continue']]);
});

test('partOfSpeechToProcess: hashtags only, or words only where a statement has no hashtags', () => {
  const text = 'green #energy policy\nplain words here';
  assert.deepEqual(concepts(text, { settings: { partOfSpeechToProcess: 'HASHTAGS_ONLY' } }), [['energy'], []]);
  assert.deepEqual(concepts(text, { settings: { partOfSpeechToProcess: 'WORDS_IF_NO_HASHTAGS' } }), [['energy'], ['plain', 'word']]);
});

test('user stopwords add to the list and -word keeps a default stopword', () => {
  assert.deepEqual(reference('good trees need water', { stopwords: ['tree', 'water'] }), [['good', 'need']]);
  // -said keeps a word whose lemma (say) is a stopword, in either analysis.
  for (const analysis of ['default', 'reference'] as const) assert.deepEqual(concepts('we said nothing', { stopwords: ['-said'], analysis }), [['said']], analysis);
  assert.deepEqual(concepts('#energy policy', { stopwords: ['energy'] }), [['policy']]);
});

test('entities: multi-word proper names become one concept', () => {
  const text = 'Yesterday Barack Obama visited New York and the Bank of America.';
  assert.deepEqual(reference(text, { modifyAnalyzedText: 'detectEntities' }), [['yesterday_barack_obama', 'visit', 'new_york', 'bank_of_america']]);
  assert.deepEqual(reference('The United States grow.', { modifyAnalyzedText: 'detectEntities' }), [['united_states', 'grow']]);
  assert.deepEqual(reference('They visited New York and Paris', { modifyAnalyzedText: 'extractEntitiesOnly' }), [['new_york']]);
  assert.deepEqual(reference('visited New York', { modifyAnalyzedText: 'detectEntities', replaceEntities: false }), [['visit', 'new', 'york', 'new_york']]);
  // The default analysis finds the same names, though new is one of its generic words.
  const names = (found: string[][]) => found.flat().filter((c) => c.includes('_'));
  assert.deepEqual(names(concepts(text, { modifyAnalyzedText: 'detectEntities' })), ['yesterday_barack_obama', 'new_york', 'bank_of_america']);
  assert.deepEqual(concepts('They visited New York and Paris', { modifyAnalyzedText: 'extractEntitiesOnly' }), [['new_york']]);
});

test('language is detected when asked, and German gets German stopwords', () => {
  const text =
    'Die Regierung hat heute beschlossen, dass die neuen Gesetze für den Klimaschutz im nächsten Jahr in Kraft treten werden, und die Bürger sind darüber sehr froh.';
  const { language, concepts: out } = extractConcepts(toStatements({ text }), {
    language: 'auto',
    stopwords: [],
    settings: DEFAULT_SETTINGS,
    modifyAnalyzedText: 'none',
    replaceEntities: true,
  });
  assert.equal(language, 'de');
  const words = out[0].tokens.map((t) => t.concept);
  assert.ok(words.includes('regierung'));
  assert.ok(!words.includes('die') && !words.includes('und'));
});

test('entities never span a bracket, punctuation or a stage direction, whatever --brackets says, in either analysis', () => {
  for (const analysis of ['default', 'reference'] as const) {
    const entities = (text: string, squareBracketsProcessing: ContextSettings['squareBracketsProcessing'] = 'IGNORE_BRACKETS') =>
      concepts(text, { modifyAnalyzedText: 'detectEntities', settings: { squareBracketsProcessing }, analysis }).flat().filter((c) => c.includes('_'));
    // Transcripts of addresses put these between sentences: [Laughter] I've…, (Applause.) Period.
    assert.deepEqual(entities("Thank you. [Laughter] I've come to New York."), ['new_york']);
    assert.deepEqual(entities('[Applause] Period. We met in New York.'), ['new_york']);
    assert.deepEqual(entities('[Applause] Period Now.', 'EXCLUDE'), ['period_now'], 'an excluded group is a boundary, not a space');
    assert.deepEqual(entities('(Applause.) Period.'), []);
    assert.deepEqual(entities('[Laughter and Applause] Members Present'), ['members_present'], 'the words of a stage direction join no name');
    assert.deepEqual(entities('The [United States] Senate met.'), ['united_states'], 'a name inside brackets stays a name, but does not run out of them');
    assert.deepEqual(entities('We met in Paris, London and Rome.'), []);
    assert.deepEqual(entities('They went to Paris. London was next.'), []);
  }
  // Offsets are kept, so the text around a bracket reads as before.
  assert.deepEqual(reference('applause [Laughter] continues in New York', { modifyAnalyzedText: 'detectEntities' }), [['applause', 'laughter', 'continue', 'new_york']]);
});

test('a statement read token by token (no entities) gives the concepts of the full reading, brackets and addresses included', () => {
  const text =
    'Thank you. [Laughter] The [United States] and [[New Deal]] grew; see https://example.org/a[1] and #GreenDeal by @ann. (Applause.) Farmers [and ranchers] need rain.';
  for (const squareBracketsProcessing of ['IGNORE_BRACKETS', 'EXCLUDE'] as const) {
    for (const doubleSquarebracketsProcessing of ['PROCESS_AS_MENTIONS', 'PROCESS_AS_HASHTAGS', 'IGNORE_BRACKETS', 'EXCLUDE'] as const) {
      const settings = { squareBracketsProcessing, doubleSquarebracketsProcessing };
      // Entities kept beside their words, then dropped, are the full reading's words.
      const full = concepts(text, { modifyAnalyzedText: 'detectEntities', replaceEntities: false, settings })[0].filter((c) => !/^[a-z]+(?:_[a-z']+)+$/.test(c) || c === 'green_deal');
      assert.deepEqual(concepts(text, { settings })[0], full, JSON.stringify(settings));
    }
  }
});
