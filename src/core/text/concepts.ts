// Statements → concepts: stopwords, lemmas or joined word forms, and the tokenizer put together, with a per-word cache.
import type { AnalysisMode } from '../analysis-mode.js';
import type { Language, Statement } from '../types.js';
import { proseStatements, withoutCode } from './code-spans.js';
import type { LanguageModule } from './languages/language.js';
import { lemmatize } from './lemma.js';
import type { ContextSettings, ModifyText } from './settings.js';
import { detectLanguage, lowercaseOf, moduleOf, stopwordSet } from './stopwords.js';
import { genericWords, subjectModule } from './subject-words.js';
import { passageGenericWords } from './other-passages.js';
import { transcriptNotes } from './transcript-notes.js';
import { verbUseCheck } from './verb-uses.js';
import { modifierUseCheck } from './modifier-uses.js';
import { englishWordCheck } from './english-passages.js';
import { dictionaryWords, syllableWords } from './syllable-words.js';
import { commonWords } from './languages/detect.js';
import type { WordObserver } from './key-phrases.js';
import { tokenizeStatement, type ConceptToken } from './tokens.js';
import { countWords, type WordCounts } from './word-counts.js';
import { wordForms } from './word-forms.js';
import { SetUnion } from './set-union.js';

export interface ConceptOptions {
  /** A language code, or 'auto' to detect it from the text. */
  language: Language | 'auto';
  stopwords: readonly string[];
  settings: ContextSettings;
  modifyAnalyzedText: ModifyText;
  replaceEntities: boolean;
  /** The default analysis (absent) or the reference service's, kept exact. */
  analysis?: AnalysisMode;
  /**
   * The statements are words or phrases a user names (a rule's list), not a text: none of them
   * is judged common by how often or how the list uses it.
   */
  wordList?: boolean;
}

export interface StatementConcepts {
  statement: Statement;
  tokens: ConceptToken[];
}

const CONTRACTION = /'(t|s|ve|re|ll|d|m)$/;

/**
 * A word normalizer for one language and stopword list; distinct words are few, so each is done
 * once. A word the user took off the list (`-said`) stays as written: its lemma may be a stopword.
 */
export function wordNormalizer(
  language: Language,
  stopwords: ReadonlySet<string>,
  kept: ReadonlySet<string> = new Set(),
): (word: string) => string | null {
  const cache = new Map<string, string | null>();
  const normalize = (raw: string): string | null => {
    let word = raw.toLowerCase().replace(/’/g, "'").replace(/^'+|'+$/g, '');
    if (stopwords.has(word)) return null;
    if (word.endsWith("'s")) word = word.slice(0, -2);
    // Contractions never become concepts, whether or not the list names them.
    else if (CONTRACTION.test(word)) return null;
    if (word.length < 3 || stopwords.has(word)) return null;
    if (kept.has(word)) return word;
    if (language === 'en') word = lemmatize(word);
    if (word.length < 3 || stopwords.has(word)) return null;
    return word;
  };
  return (raw) => {
    if (raw.length < 3) return null; // too short to be a concept, whatever the case
    let concept = cache.get(raw);
    if (concept === undefined) {
      concept = normalize(raw);
      cache.set(raw, concept);
    }
    return concept;
  };
}

export function extractConcepts(
  statements: readonly Statement[],
  options: ConceptOptions,
): { language: Language; concepts: StatementConcepts[] } {
  const { language, tokenize } = conceptTokenizer(statements, options);
  const concepts = statements.map((statement) => ({ statement, tokens: tokenize(statement.content) }));
  return { language, concepts };
}

/** The language of the statements: the one the options name, else the one their start is written in. */
export function textLanguage(shown: readonly Statement[], options: Pick<ConceptOptions, 'language'>): Language {
  return options.language === 'auto' ? detectLanguage(leadingText(proseStatements(shown), DETECT_FROM)) : options.language;
}

/**
 * What a part of a text read apart knows of the whole, where its language joins word forms:
 * the WordCounts of all of the text's prose, and the concept each of those words is (as
 * `words`, made from the counts, gives them), which saves the part making them from the counts again.
 */
export interface TextWords {
  counts: WordCounts;
  known?: KnownWords;
  /**
   * The words the default analysis leaves out of this text besides its stopwords
   * (subject-words.ts, genericWords), decided once on the whole text: whether a common word is
   * a verb there reads its first uses, which a part may not hold.
   */
  generic?: readonly string[];
}

/** Words and the concept each is (null: none), in one order. */
export interface KnownWords {
  raws: string[];
  concepts: (string | null)[];
}

/**
 * The language of the statements (detected, unless given) and a tokenizer for them, to run one
 * statement at a time, with the word normalizer it uses. `words`: what the statements, a part of
 * a text read on several threads, are to know of the whole text's words (TextWords); `statements`:
 * their prose (proseStatements), where the caller has it already.
 */
export function conceptTokenizer(
  shown: readonly Statement[],
  options: ConceptOptions,
  words?: TextWords,
  // Inline code is never read for concepts: its words are the program's, not the text's.
  statements: readonly Statement[] = proseStatements(shown),
): {
  language: Language;
  tokenize: (content: string, observe?: WordObserver) => ConceptToken[];
  normalizeWord: (word: string) => string | null;
  /** The words left out as generic (TextWords.generic); empty in the reference analysis. */
  generic: readonly string[];
  /** How many words the text has, stopwords included, where the analysis counts them (the default one always); else 0. */
  wordTotal: number;
} {
  const language = textLanguage(statements, options);
  const reference = options.analysis === 'reference';
  const entries = options.stopwords.map((w) => w.trim().toLowerCase()).filter(Boolean);
  const userAdded = new Set(entries.filter((w) => !w.startsWith('-')));
  const userKept = new Set(entries.filter((w) => w.startsWith('-')).map((w) => w.slice(1)));
  const listed = stopwordSet(language, options.stopwords);
  const module = analysisModule(language, options.analysis);
  // The default analysis reads which common words the text is about from the whole text's counts.
  const counts = reference ? words?.counts : (words?.counts ?? countWords(module, statements, true));
  // A rule's list of words or phrases is no text: none of its words is judged common.
  const generic = reference
    ? []
    : (words?.generic ??
      (options.wordList
        ? genericWords(module, EMPTY_COUNTS, listed)
        : [...commonGenericWords(shown, language, options, counts!), ...textGenericWords(statements, language, counts!)]));
  const stopwords = reference ? listed : withGenericWords(listed, userKept, generic);
  const tokenizerOptions = {
    settings: options.settings,
    modifyAnalyzedText: options.modifyAnalyzedText,
    replaceEntities: options.replaceEntities,
    // English keeps its lemmatizer; every other language joins the forms its text holds.
    normalizeWord: module.lemmatize
      ? wordNormalizer(language, stopwords, userKept)
      : words?.known
        ? knownWords(words.known, () => wordForms(module, stopwords, userKept, words.counts, !reference, listed))
        : wordForms(module, stopwords, userKept, counts ?? statements, !reference, listed),
    ...(module.joinsSyllables ? { joinWords: syllableWords(statements, lowercaseOf(module), stopwords) } : {}),
    ...(module.joinsDictionaryWords ? { joinWords: dictionaryWords(statements, lowercaseOf(module), stopwords, commonWords(module)) } : {}),
    ...(module.mergesWords ? { mergeWords: module.mergesWords } : {}),
    isUserStopword: (concept: string) => userAdded.has(concept),
    // The reference splits words at every dot, as the hosted service does.
    names: !reference,
    ...(reference ? {} : { isGenericWord: genericOnly(listed, stopwords, lowercaseOf(module)) }),
    interned: new Map<string, ConceptToken>(),
  };
  const wordTotal = counts ? counts.counts.reduce((sum, n) => sum + n, 0) : 0;
  return { language, tokenize: (content, observe) => tokenizeStatement(withoutCode(content), tokenizerOptions, observe), normalizeWord: tokenizerOptions.normalizeWord, generic, wordTotal };
}

/**
 * The normalizer of words whose concepts are known, made by `make` only for a word that is not
 * (the statements' words are all known, unless brackets rewritten before the scan join some).
 */
function knownWords(known: KnownWords, make: () => (word: string) => string | null): (word: string) => string | null {
  const concepts = new Map<string, string | null>();
  known.raws.forEach((raw, k) => concepts.set(raw, known.concepts[k]));
  let made: ((word: string) => string | null) | undefined;
  return (raw) => {
    const concept = concepts.get(raw);
    return concept !== undefined ? concept : (made ??= make())(raw);
  };
}

/**
 * The language module an analysis reads a language with: the reference's, or the default
 * analysis's (subject-words.ts). Whatever matches a word to a text's concepts (a rule's concept,
 * a question's word) must use the same one as the text's analysis.
 */
export function analysisModule(language: Language, mode: AnalysisMode | undefined): LanguageModule {
  return mode === 'reference' ? moduleOf(language) : subjectModule(moduleOf(language));
}

/**
 * The words a text's prose leaves out besides its common ones: the function words of its passages
 * in another language (other-passages.ts) and its transcript's notes (transcript-notes.ts). Both
 * readings of a text, on one thread or on two, take them from here.
 */
export function textGenericWords(statements: readonly Statement[], language: Language, counts: WordCounts): string[] {
  return [...passageGenericWords(statements, language, counts.raws), ...transcriptNotes(statements, counts)];
}

/**
 * The common words of a text's language that the default analysis leaves out of it besides its
 * stopwords (subject-words.ts): the first part of TextWords.generic, which the function words of
 * its passages in another language follow (passageGenericWords). Verbs are read in the sentences
 * as written (`shown`), their code included: a command names its key in code (press `Ctrl`+`C`).
 */
export function commonGenericWords(shown: readonly Statement[], language: Language, options: Pick<ConceptOptions, 'analysis' | 'stopwords'>, counts: WordCounts): string[] {
  const listed = stopwordSet(language, options.stopwords);
  return genericWords(analysisModule(language, options.analysis), counts, listed, verbUseCheck(shown, language), englishWordCheck(shown, language), modifierUseCheck(shown, language));
}

const EMPTY_COUNTS: WordCounts = { raws: [], counts: [], verbUses: [] };

/** A stopword list with the words the default analysis leaves out of this text too, less those the user kept (`-word`): the list itself, not a copy, and the text's own words beside it. */
function withGenericWords(listed: ReadonlySet<string>, userKept: ReadonlySet<string>, generic: readonly string[]): ReadonlySet<string> {
  const added = new Set<string>();
  for (const word of generic) if (!userKept.has(word) && !listed.has(word)) added.add(word);
  return added.size === 0 ? listed : new SetUnion(listed, added);
}

/** Whether a word is left out as a generic word only: the default analysis's list has it, the stopwords do not. */
function genericOnly(listed: ReadonlySet<string>, stopwords: ReadonlySet<string>, lower: (word: string) => string): (word: string) => boolean {
  return (word) => {
    const w = lower(word).normalize('NFC');
    return stopwords.has(w) && !listed.has(w);
  };
}

/** Language detection reads the start of the text: this many characters. */
const DETECT_FROM = 5000;

/**
 * The first `length` characters of the statements joined by line breaks, without joining them
 * all (a long text would be copied whole only to be cut).
 */
function leadingText(statements: readonly Statement[], length: number): string {
  let text = '';
  for (let i = 0; i < statements.length && text.length < length; i++) {
    if (i > 0) text += '\n';
    text += statements[i].content.slice(0, length - text.length);
  }
  return text.slice(0, length);
}
