// What the analysis needs to know of one language: its stopwords, how its words' forms join, how it is told apart.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '../../types.js';

/**
 * How a language's words are found: between spaces and punctuation, or by a dictionary for
 * scripts written without spaces (Intl.Segmenter, ICU's dictionaries, which Node ships).
 */
export type WordBreaks = 'spaces' | 'dictionary';

/** A word where a statement uses it, with what stands around it. */
export interface WordUse {
  /** The word as written. */
  raw: string;
  /** The word before it in the statement, lowercased, if any. */
  previous: string | undefined;
  /** The word after it in the statement, as written, if any. */
  next: string | undefined;
  /** Whether it opens a clause: first in the statement, or after a mark that ends one (. : ; ! ? and the like). */
  opensClause: boolean;
  /** Whether it closes a clause: last in the statement, or before a mark (a comma too). */
  closesClause: boolean;
  /** Whether a hyphen joins it to the word before it: a piece of a compound (Blu-ray's ray). */
  joined?: boolean;
  /** Whether a hyphen joins the word after it to it (Blu-ray's Blu, Portuguese's bate-papo's bate, pressioná-las's pressioná). */
  joinsNext?: boolean;
}

export interface LanguageModule {
  /** ISO 639-1 code, as `--language` takes it and the response names it. */
  code: Language;
  /** The language's English name, for help texts and messages. */
  name: string;
  /** Other codes a user may give for it (nb for Norwegian Bokmål, iw for Hebrew). */
  aliases?: readonly string[];
  /** The script its text is written in, as detection sees it (see detect.ts). */
  script: Script;
  /**
   * Its most frequent function words, to tell it from the languages of the same script on a
   * short text, where letter trigrams say too little. Kept short: every detection reads them.
   */
  commonWords: string;
  /**
   * What, among the languages of its script, only its words have (ё for Russian, ř for Czech, the
   * case endings -ssa and -llä for Finnish): a word that has it counts for it on a short text.
   */
  marks?: RegExp;
  /** franc's code for it, where franc has a trigram model (detection of longer text). */
  trigramCode?: string;
  /**
   * The default stopword list, read only when a text in the language is analysed: the union of
   * the `stopword` package's list (its key) and stopwords-iso's (its code), less the content
   * words they hold (`keep`), plus words of our own (`add`); lists are written a word after
   * another, separated by white space. docs/analysis.md says what was kept and why.
   */
  stopwords: { stopword?: string; iso?: string; keep?: string; add?: string };
  /**
   * A lowercase word → its lemma, where a lemmatizer gives a readable word (English): the lemma is
   * the concept, and no stemmer is needed.
   */
  lemmatize?: (word: string) => string;
  /** A lowercase word → the key its inflected forms share (a Snowball stem, say); none: the word is its own key. */
  stemmer?: () => (word: string) => string;
  /** A lowercase word without what is written onto it (elided articles, clitics, particles). */
  clean?: (word: string) => string;
  /**
   * An elided article or pronoun at the start of a word as the text writes it (d'Alan, l’agence):
   * sticky and case-insensitive, so that a key phrase is shown from the word it names.
   */
  elided?: RegExp;
  /**
   * The words that join a noun to the noun after it inside a key phrase (French *de*: *mot de
   * passe*, *gestionnaire de fichiers*; Spanish *de*, *del*): where the language makes its compound
   * nouns so, as English writes them side by side (*password*, *file manager*). Space-separated,
   * lowercase. None: a function word ends a key phrase.
   */
  phraseJoiners?: string;
  /**
   * Prefixes and endings that may be a clitic or an inflection, or part of the word (Hebrew ה,
   * Korean 이, Portuguese -is for -il): taken off (or the ending replaced: `['is', 'il']`) only
   * where the text shows the rest to be a word. Longest first: the first that fits is taken.
   */
  optionalAffixes?: {
    prefixes?: readonly string[];
    suffixes?: readonly (string | readonly [string, string])[];
    /** Whether an ending can follow that rest at all (a Turkish ending after a vowel or a consonant). */
    fits?: (rest: string, ending: string) => boolean;
    /**
     * The affixes are particles and the rest a word (a Korean noun): the rest two forms share is
     * shown even where the text never writes it alone (사용자 for 사용자의 and 사용자는). Elsewhere
     * such a rest may be a cut stem (Turkish hakk for hakkı and hakkın) and is not shown.
     */
    restIsWord?: boolean;
  };
  /** Lowercasing, where the language's own rule differs from the default (Turkish dotted i). */
  lowercase?: (word: string) => string;
  /** Its words of two syllables are written as two (Vietnamese): the text's pairs that are one word are joined (syllable-words.ts). */
  joinsSyllables?: boolean;
  /** Its dictionary splits words it lacks into words it has (Thai): the text's pairs that are one word are joined (syllable-words.ts). */
  joinsDictionaryWords?: boolean;
  /**
   * The words of a run its segmenter cut with nothing between, merged where they are one noun
   * (Chinese 计算 机, computer: chinese-words.ts): how many of them, from the first, make each word.
   */
  mergesWords?: (run: readonly string[]) => number[];
  /**
   * Whether a word (a form the text uses, as `clean` leaves it) can carry a subject; a group of
   * forms joined into one concept is kept where one of them can (extracting with extraction).
   * None: every word can.
   */
  carriesSubject?: (form: string) => boolean;
  /**
   * Whether a word is used as a verb where it stands, read from its neighbours: after a subject
   * pronoun or an auxiliary (il affirme, a déclaré), with a reflexive or negative clitic
   * (s'engage, n'a), before a pronoun that follows its verb (Klicken Sie); in German also as an
   * adverb or a predicate (automatisch, schnell), which name no subject either. A group of forms
   * the text uses mostly so is no concept.
   */
  verbUse?: (use: WordUse) => boolean;
  /** The shortest word that can be a concept, in characters; by default 3 (2 for Han, Kana, Hangul). */
  minLength?: number;
  /**
   * Its dictionary gives function words joined as words of their own (Chinese 你的, 一下): the
   * default analysis leaves those out (function-compounds.ts).
   */
  joinsFunctionWords?: boolean;
}

export type Script =
  | 'Latin'
  | 'Cyrillic'
  | 'Greek'
  | 'Arabic'
  | 'Hebrew'
  | 'Devanagari'
  | 'Thai'
  | 'Han'
  | 'Kana'
  | 'Hangul'
  /** Khmer, Lao, Myanmar, Georgian, Tamil…: a script no supported language is written in. */
  | 'Other';

const require = createRequire(import.meta.url);

/** One list of the `stopword` package (its short lists of function words). */
export function stopwordPackageList(key: string): readonly string[] {
  return listOf('stopword', key);
}

let englishFunctionWords: ReadonlySet<string> | undefined;

/** English's function words, the stopword package's short list (a long list holds content words too), as a set. */
export function englishFunctionWordSet(): ReadonlySet<string> {
  return (englishFunctionWords ??= new Set(stopwordPackageList('eng')));
}

/** One list of stopwords-iso (its long lists). */
export function isoList(code: string): readonly string[] {
  return listOf('stopwords-iso', code);
}

let stopwordLists: Record<string, Record<string, string | undefined> | undefined> | undefined;

/**
 * One language's list of a package that holds every language's in one module (`stopword`,
 * `stopwords-iso`), as the build copied it out (scripts/build-stopword-lists.mjs writes
 * stopword-lists.json beside this module): the packages themselves, every language in one module,
 * took longer to load than a short text takes to read. A list the build did not copy is empty.
 */
export function listOf(id: string, key: string): readonly string[] {
  stopwordLists ??= JSON.parse(readFileSync(new URL('./stopword-lists.json', import.meta.url), 'utf8')) as Record<string, Record<string, string | undefined>>;
  const list = stopwordLists[id]?.[key];
  return list ? list.split('\n') : [];
}

/** A Snowball stemmer of @orama/stemmers (generated from the Snowball sources), by its export name. */
export function snowball(name: string): () => (word: string) => string {
  return () => (require(`@orama/stemmers/${name}`) as { stemmer: (word: string) => string }).stemmer;
}

/** Words of a list written one after another, separated by white space. */
export function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

/** The same words as a set, to look words up in. */
export function wordSet(list: string): ReadonlySet<string> {
  return new Set(words(list));
}

/**
 * Elided articles and pronouns written onto the next word with an apostrophe (l'homme, dell'arte,
 * qu'il): the word without them. Apostrophes are already plain (') when this runs.
 */
export function elisionCleaner(prefixes: string): (word: string) => string {
  const pattern = new RegExp(`^(?:${words(prefixes).join('|')})'(?=\\p{L})`, 'u');
  return (word) => word.replace(pattern, '');
}

/** The same elisions as written, at a given place of a text (lastIndex), in any case, with either apostrophe. */
export function writtenElision(prefixes: string): RegExp {
  return new RegExp(`(?:${words(prefixes).join('|')})['’](?=\\p{L})`, 'iuy');
}
