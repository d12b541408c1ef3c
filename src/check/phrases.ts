// Phrases in a check (must-mention-phrase): a configured phrase made ready (two to four words,
// each a concept, side by side), the phrases a configuration asks about, and which of them a
// text writes as such: its words' concepts side by side, in order, in one sentence.
import { LONGEST_PHRASE } from '../core/text/key-phrases.js';
import { badRequest } from '../core/errors.js';
import type { ConceptOptions } from '../core/text/concepts.js';
import { DEFAULT_SETTINGS } from '../core/text/settings.js';
import { toStatements } from '../core/text/statements.js';
import { isLanguage } from '../core/text/stopwords.js';
import { writtenPhrases } from '../core/text/written-phrases.js';
import type { Language } from '../core/types.js';
import type { AnalysisSettings } from './config-schema.js';
import type { PhraseFacts } from './facts.js';
import { quoted } from './rules/rule.js';

/** A phrase as configured, its spacing made one space: how the facts name it. */
export const phraseName = (phrase: string) => phrase.replace(/\s+/g, ' ').trim();

/** The words each analysis makes no concept of. */
const NO_CONCEPT = {
  default: 'a stopword, a word too common to name a subject, a verb or an adverb, a number, or shorter than three letters',
  reference: 'a stopword, a number, or shorter than three letters',
};

/** The options the Service's analysis takes for a check's text (it sends no context settings), in a known language. */
function conceptOptions(analysis: AnalysisSettings, language: Language): ConceptOptions {
  return { language, stopwords: analysis.stopwords, settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true, analysis: analysis.mode };
}

/**
 * A configured phrase list, checked: each phrase two to four words with only spaces or a hyphen
 * between them, each word a concept of the analysis (read in English under language auto, as a
 * concept list is), none twice. A stopword inside a phrase is an error rather than skipped: the
 * analysis ends a run of concepts at a stopword, so no text could write that phrase as such.
 * `where` names the list (`tna.config.json: check.rules.must-mention-phrase.phrases`).
 */
export function phraseEntries(list: readonly string[], analysis: AnalysisSettings, where: string): string[] {
  const names = list.map(phraseName);
  const language = (analysis.language === 'auto' ? 'en' : analysis.language) as Language;
  const reader = writtenPhrases(toStatements({ statements: names }), { ...conceptOptions(analysis, language), wordList: true });
  names.forEach((name, i) => {
    const at = `${where}[${i}]`;
    const { words, sideBySide } = reader.wordsOf(name);
    const concepts = words.map((w) => w.concept);
    const none = words.filter((w) => w.concept === null).map((w) => w.word);
    if (words.length === 0) throw badRequest(`${at}: "${list[i]}" has no words`);
    if (none.length > 0) {
      throw badRequest(
        `${at}: "${name}" holds ${none.length === 1 ? 'a word that is' : 'words that are'} never a concept (${quoted(none)}: ${NO_CONCEPT[analysis.mode === 'reference' ? 'reference' : 'default']}). ` +
          'A phrase is matched on its concepts side by side, and a stopword ends a run of them, so no text could write this one as such: ' +
          `name the phrase without ${none.length === 1 ? 'it' : 'them'}, or list its words under must-mention`,
      );
    }
    if (!sideBySide) throw badRequest(`${at}: "${name}" is not one run of words: only spaces or a hyphen may lie between its words`);
    if (words.length === 1) throw badRequest(`${at}: "${name}" is one word, and a phrase has two to four: list a single concept under must-mention`);
    if (words.length > LONGEST_PHRASE) throw badRequest(`${at}: "${name}" has ${words.length} words, and a phrase has at most ${LONGEST_PHRASE} (the analysis reads runs of up to ${LONGEST_PHRASE} concepts)`);
    const twice = concepts.find((c, k) => concepts.indexOf(c) !== k);
    if (twice) throw badRequest(`${at}: "${name}" names the concept '${twice}' twice, and the analysis reads no phrase that does`);
  });
  return names;
}

/**
 * Which of the `asked` phrases a text (`relined`: one statement a line) writes as such, its words
 * read as the analysis read them in `language` (the one it detected): under either analysis.
 */
export function phrasesIn(relined: string, language: string, analysis: AnalysisSettings, asked: readonly string[]): PhraseFacts {
  // A server that names a language this build does not know: its words are read as English ones.
  const known: Language = language === 'und' || isLanguage(language) ? (language as Language) : 'en';
  const phrases = writtenPhrases(toStatements({ text: relined }), conceptOptions(analysis, known));
  const facts: PhraseFacts = { written: [], apart: [] };
  for (const name of asked) {
    const { words, sideBySide } = phrases.wordsOf(name);
    const concepts = words.map((w) => w.concept);
    // A word of it that is no concept in this text's language: it is never written as such here.
    if (!sideBySide || concepts.some((c) => c === null)) continue;
    if (phrases.has(concepts.join(' '))) facts.written.push(name);
    else if (concepts.every((c) => phrases.has(c!))) facts.apart.push(name);
  }
  return facts;
}
