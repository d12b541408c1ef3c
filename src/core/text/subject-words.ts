// The default analysis's concepts: the words that can carry a subject (nouns, names, adjectives),
// each word's forms joined into one concept.
//
// The reference analysis keeps every word that is not a stopword, and joins an English word's
// inflections only (using stays apart from use, ranking from rank). A keyphrase benchmark read
// document by document showed what that costs: verbs and adverbs (include, expect, typically)
// among a text's most influential concepts, and one subject counted twice (control, controller).
// docs/analysis.md gives the figures.
import type { Language } from '../types.js';
import { knownVerb } from './lemma.js';
import { ADJECTIVES, contains, NOUNS, VERBS } from './lexicon.js';
import { functionCompounds } from './languages/function-compounds.js';
import { sharedCache } from './word-cache.js';
import { englishKeyOf, englishLemmaOf, wordReadings } from './word-readings.js';
import { englishFunctionWordSet, type LanguageModule } from './languages/language.js';
import { stopwordSet } from './stopwords.js';
import { commonOnly, commonRanks } from './common-words.js';
import type { WordCounts } from './word-counts.js';
import { LATIN_LETTER, type VerbUseCheck } from './verb-uses.js';
import type { ModifierUseCheck } from './modifier-uses.js';
import { VERB_USES } from './verb-cues.js';
import { withRussianLemmas } from './russian-words.js';
import { chineseNounsMerged, chineseSubjectWord } from './chinese-words.js';
import { frenchAdverb } from './french-words.js';

/** A word that is no common one is read for its verb uses where the text uses it at least once in this many words (and twice). */
const VERB_READ_SHARE = 5000;
/** A text of fewer words than this is short: a word it uses once is read for its verb use too (Rain feeds the rivers). */
const SHORT_TEXT_WORDS = 300;

/**
 * An English word names no subject when WordNet knows it only as a verb (include, expect,
 * propose) or it is an adverb (typically, recently: -ly, and no noun); a word WordNet does not
 * know (a name, a term of art) carries one.
 */
export function englishSubjectWord(lemma: string): boolean {
  if (lemma.endsWith('ly') && !contains(NOUNS, lemma)) return false;
  if (contains(NOUNS, lemma) || contains(ADJECTIVES, lemma)) return true;
  return !contains(VERBS, lemma);
}

/**
 * Adverbs written with a productive ending, in the languages that have one that nouns do not
 * share (Spanish, Portuguese and Italian -mente: rápidamente; German -weise: möglicherweise), and
 * French's -ment, which nouns share (gouvernement), where the Lefff shows the adjective it is made
 * from (fortement, principalement: frenchAdverb).
 */
const ADVERB_ENDINGS: Partial<Record<Language, { test(word: string): boolean }>> = {
  es: /.{4}mente$/,
  pt: /.{4}mente$/,
  it: /.{4}mente$/,
  de: /.{4}weise$/,
  fr: { test: frenchAdverb },
};

/**
 * Endings the stemmer leaves on (Spanish libertades → libertad, where libertad → libert; Polish
 * prawo beside praw; Norwegian lesing beside les): taken off where the text shows the rest to be
 * a word, as optional affixes are.
 */
const PLURALS: Partial<Record<Language, readonly string[]>> = {
  es: ['es', 's'],
  // Polish genitive plurals without an ending (praw of prawo, spraw of sprawa): the nominative's -o joins it.
  pl: ['o'],
  // Norwegian nouns of action in -ing join their verb where the text has it (lesing, les).
  no: ['ing'],
};

const subjectModules = new Map<Language, LanguageModule>();

/**
 * A language module as the default analysis reads it: English words lemmatized, then their
 * lemmas joined by their Snowball stem (rank and ranking, difference and different) and shown as
 * the text's most used lemma, verbs and adverbs left out; other languages as they are, less
 * their adverbs, their words used mostly as verbs where their neighbours tell (verb-cues.ts) and
 * with the plurals their stemmer misses joined (Spanish); in a script other than Latin, a word in
 * Latin letters read as English (withEnglishWords).
 */
export function subjectModule(module: LanguageModule): LanguageModule {
  let subject = subjectModules.get(module.code);
  if (!subject) subjectModules.set(module.code, (subject = subjectModuleOf(module)));
  return subject;
}

function subjectModuleOf(read: LanguageModule): LanguageModule {
  const joined = read.joinsFunctionWords ? withoutFunctionCompounds(read) : read;
  // The lemma and the stem are the caches this module reads them by too (sharedCache shares them with word-forms.ts).
  if (joined.code === 'en') return { ...joined, lemmatize: undefined, clean: englishLemmaOf, stemmer: () => englishKeyOf, carriesSubject: sharedCache(englishSubjectWord) };
  // ICU's dictionary cuts nouns jieba's knows whole (计算机 computer into 计算 compute and 机): they are
  // read whole; a word jieba tags only as an adverb, a pronoun, an idiom, a function word or a count
  // (通常 usually, 重新 again, 多久 how long) carries no subject, as an English adverb carries none.
  const own = joined.code === 'zh' ? { ...joined, mergesWords: chineseNounsMerged, carriesSubject: chineseSubjectWord } : joined.code === 'ru' ? withRussianLemmas(joined) : joined;
  const module = own.script === 'Latin' ? own : withEnglishWords(own);
  const adverb = ADVERB_ENDINGS[module.code];
  const verbUse = VERB_USES[module.code];
  const plurals = PLURALS[module.code];
  if (!adverb && !verbUse && !plurals) return module;
  const clean = module.clean;
  const affixes = module.optionalAffixes;
  return {
    ...module,
    ...(verbUse ? { verbUse } : {}),
    ...(plurals ? { optionalAffixes: { ...affixes, suffixes: [...(affixes?.suffixes ?? []), ...plurals] } } : {}),
    ...(adverb
      ? {
          clean: (word: string) => {
            const bare = clean ? clean(word) : word;
            return adverb.test(bare) ? '' : bare;
          },
        }
      : {}),
  };
}

/**
 * A module of another script than Latin, whose words in Latin letters are English (the steps a
 * translation leaves as they were) and are read as English's: their forms joined by their lemma's
 * stem (*file* and *files*), and a word WordNet knows only as a verb, or an adverb, no concept
 * (*include*, *automatically*).
 */
function withEnglishWords(module: LanguageModule): LanguageModule {
  const isLatin = (word: string) => LATIN_LETTER.test(word);
  const englishKey = (word: string) => englishKeyOf(englishLemmaOf(word) || word);
  const englishSubject = (word: string) => englishSubjectWord(englishLemmaOf(word) || word);
  const own = module.carriesSubject;
  return {
    ...module,
    stemmer: () => {
      const stem = module.stemmer?.();
      return (word) => (isLatin(word) ? englishKey(word) : stem ? stem(word) : word);
    },
    carriesSubject: (word) => (isLatin(word) ? englishSubject(word) : own ? own(word) : true),
  };
}

/** The module with the words its dictionary joins from function words (你的, 一下) left out as function words are. */
function withoutFunctionCompounds(module: LanguageModule): LanguageModule {
  const compound = functionCompounds(module);
  const clean = module.clean;
  return {
    ...module,
    clean: (word: string) => {
      const bare = clean ? clean(word) : word;
      return compound(bare) ? '' : bare;
    },
  };
}

/**
 * Words the default analysis leaves out besides the stopwords, for one text: the language's
 * common words (common-words.ts) that the text uses no more than the language at large does,
 * each with the forms the text writes it in; and in a text not in English, English's function
 * words (the stopword package's list), for the passages a translation leaves in English.
 * `counts`: the text's words (WordCounts); `stopwords`: the language's own list; `usedAsVerb`:
 * whether the text uses a word, written in any of its forms, mostly as a verb, where a tagger can
 * tell; `saidInEnglish`: in a text of another language written in Latin letters, whether it says
 * a word mostly in its English statements (englishWordCheck), where only such words are read for verbs;
 * `usedAsModifier`: whether an English text uses a word mostly as an adverb or an adjective before
 * no noun (modifier-uses.ts), which a common word so used names no subject by.
 */
export function genericWords(
  module: LanguageModule,
  counts: WordCounts,
  stopwords: ReadonlySet<string>,
  usedAsVerb?: VerbUseCheck,
  saidInEnglish?: (forms: readonly string[]) => boolean,
  usedAsModifier?: ModifierUseCheck,
): string[] {
  // English words are judged as the concepts they join (using with use, rights with right): by
  // their lemmas' stem; other languages' words one by one, as written.
  // So are the English words of a text in another script (a passage a translation left in English: click and clicking).
  const english = (word: string) => module.code !== 'en' && module.script !== 'Latin' && LATIN_LETTER.test(word);
  const readingOf = wordReadings(module);
  const uses = new Map<string, number>();
  const forms = new Map<string, string[]>();
  const lemmas = new Map<string, string[]>();
  // A concept is as common as the list ranks its lemma, else as the most common of the ways the
  // text writes it (rights for right would take the rank "all rights reserved" gives it on the web).
  const lemmaRanks = new Map<string, number>();
  const formRanks = new Map<string, number>();
  const keepLeast = (to: Map<string, number>, key: string, rank: number | undefined) => {
    if (rank !== undefined && !(to.get(key)! <= rank)) to.set(key, rank);
  };
  const add = (to: Map<string, string[]>, key: string, word: string) => {
    const list = to.get(key);
    if (!list) to.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  };
  let total = 0;
  counts.raws.forEach((raw, k) => {
    total += counts.counts[k];
    const { word, lemma, key, lemmaRank, formRank } = readingOf(raw);
    if (stopwords.has(word) || !lemma || stopwords.has(lemma)) return;
    uses.set(key, (uses.get(key) ?? 0) + counts.counts[k]);
    add(forms, key, word);
    add(lemmas, key, lemma);
    keepLeast(lemmaRanks, key, lemmaRank);
    keepLeast(formRanks, key, formRank);
  });
  const rankOf = (key: string) => lemmaRanks.get(key) ?? formRanks.get(key);
  const generic = commonOnly(uses, total, rankOf);
  // A common word the text does use more than usual still names no subject where it is a verb
  // there (need), where the language has a tagger to tell.
  // Any other English word the text uses often enough to matter, and only ever as a verb that
  // makes its clause where it is read: of a tense or a modal (feed in "Rain feeds the rivers …
  // Farms feed the towns"), or a command (click in "Click the icon"). So is an English word in a
  // text of another script (a passage a translation left in English).
  // In a short text (a line, a message, a paragraph) a word said once weighs as much as any other, and its one use is read.
  const often = total < SHORT_TEXT_WORDS ? 1 : Math.max(2, total / VERB_READ_SHARE);
  // It is judged as English judges it: a common word of English (open, use) by most of its uses, another by all.
  const englishRanks = commonRanks('en');
  if (usedAsVerb)
    for (const [key, count] of uses) {
      if (generic.has(key)) continue;
      // A word a text in Latin letters says mostly in English is judged as an English word, by English's common words and its
      // lemma. Only a verb WordNet knows can be one (select, press, click); where the text says it is read last, a search of
      // the text for each word.
      if (module.script === 'Latin' && module.code !== 'en') {
        const written = forms.get(key)!;
        if (!written.some(knownVerb)) continue;
        const common = lemmas.get(key)!.some((lemma) => englishRanks.has(englishLemmaOf(lemma) || lemma));
        if ((common || count >= often) && saidInEnglish?.(written) && usedAsVerb(written, !common)) generic.add(key);
        continue;
      }
      const common = rankOf(key) !== undefined || (english(key) && lemmas.get(key)!.some((lemma) => englishRanks.has(lemma)));
      if ((common || ((module.code === 'en' || english(key)) && count >= often)) && usedAsVerb(forms.get(key)!, !common)) generic.add(key);
      // A common word the text uses more than usual, but as a modifier of no noun (make sure, is
      // available, be able to), describes: before its noun it is part of a subject (clean
      // energy). Two such uses tell it, never one.
      else if (common && count >= 2 && usedAsModifier?.(forms.get(key)!)) generic.add(key);
    }
  const words = [...generic].flatMap((key) => [...lemmas.get(key)!, ...forms.get(key)!]);
  if (module.code === 'en') return words;
  return [...words, ...(module.script === 'Latin' ? englishStopwordsBeside(module.code) : englishStopwords())];
}

const englishBeside = new Map<Language, readonly string[]>();

/**
 * The English stopwords a text in another language written in Latin letters leaves out, for the
 * passages a translation leaves in English: English's function words (the stopword package's
 * short list: the, and, can), and the rest of English's own list (not, when, will, may) but the
 * words the language itself uses commonly (German also, man, Not; Danish man), made once a
 * language.
 */
function englishStopwordsBeside(language: Language): readonly string[] {
  let words = englishBeside.get(language);
  if (!words) {
    const own = commonRanks(language);
    words = [...new Set([...englishFunctionWordSet(), ...[...stopwordSet('en')].filter((word) => !own.has(word))])];
    englishBeside.set(language, words);
  }
  return words;
}

let englishAll: readonly string[] | undefined;

/**
 * English's own stopwords whole (function words and the emptiest verbs: not, when, can, get), for a
 * text in another script: there a word in Latin letters is no word of the language, where a
 * language written in Latin letters may share a longer list's words (German also, man).
 */
function englishStopwords(): readonly string[] {
  return (englishAll ??= [...stopwordSet('en')]);
}
