// Statement or question → the terms a search matches on: every word but stopwords, code and identifiers included, in the key its forms share.
import type { Language } from '../types.js';
import { candidatesOf, dominantScript } from './languages/detect.js';
import { queryLanguage } from './query-language.js';
import { forEachSegment, hasUnspacedScript } from './segment.js';
import { joinedSeparableVerbs } from './separable-verbs.js';
import { lowercaseOf, moduleOf, stopwordSet } from './stopwords.js';
import { subjectModule } from './subject-words.js';
import { conceptKey } from './word-forms.js';

/** Runs of letters and digits: what a word can be made of; `max-line-length` is three runs. */
const RUN = /[\p{L}\p{M}\p{N}]+/gu;
/** Two or more Chinese characters or Japanese kana in a row. */
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,}/gu;
/** A letter not of the Latin script. */
const OTHER_THAN_LATIN = /[^\p{Script=Latin}\P{L}]/u;
/**
 * Where an identifier written in camel case turns into its next word: `parserOptions` →
 * `parser Options`, `HTMLParser` → `HTML Parser`, so that a question that says the words finds it.
 * An acronym's plural is one word (`URLs`, `APIs`, `IDs`, `DVDs`): its `s` starts no word (cut
 * before its last capital, `URLs` was `UR` + `Ls`, and met no statement on a URL).
 */
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})(?!\p{Lu}s(?:\P{Ll}|$))/u;
/** An acronym's plural (`URLs`, `CDs`, `PCs`): the acronym with an `s`, in English as in German, whose lemmas know no acronym. */
const ACRONYM_PLURAL = /^\p{Lu}{2,}s$/u;

/**
 * The name of a protocol's secure form, its `s` for *secure* (`https`, `ftps`, `wss`): another
 * protocol than the one without it, never its plural, which English's lemma would make it
 * (`https` → `http`), so that a question on HTTPS does not meet every statement on HTTP.
 */
const SECURE_PROTOCOL = /^(?:https|ftps|smtps|imaps|pop3s|ldaps|nntps|wss)$/;

/**
 * The search terms of a language: a text → its words in text order (repeats kept: they count), each
 * as the key its forms share (`datei` and `dateien` are one term; an English word's Porter2 stem of
 * its lemma), stopwords and one-letter words (outside Chinese and Japanese) left out. Unlike the
 * concepts of a graph, verbs and the words of inline code count: a question is answered by them
 * too; a run of Chinese or Japanese letters counts its pairs of letters as well; a German separable verb
 * written apart counts as the whole verb (separable-verbs.ts). Every word is normalized once.
 */
export function searchTerms(language: Language): (text: string) => string[] {
  // Always the default analysis's language module: terms are matched, never shown, so the
  // reference analysis's words need not be kept as they are.
  const module = subjectModule(moduleOf(language));
  const lower = lowercaseOf(module);
  const stopwords = stopwordSet(language);
  const cache = new Map<string, string | null>();
  const term = (word: string): string | null => {
    let key = cache.get(word);
    if (key === undefined) {
      const plain = lower(word);
      key = stopwords.has(plain) || (plain.length < 2 && !hasUnspacedScript(plain)) ? null : SECURE_PROTOCOL.test(plain) ? plain : conceptKey(module, plain) || null;
      cache.set(word, key);
    }
    return key;
  };
  // A run's terms, made once: a text repeats its words, and a run is split (camel case, a dictionary's words) only the first time.
  const runs = new Map<string, readonly string[]>();
  const termsOfRun = (run: string): readonly string[] => {
    let keys = runs.get(run);
    if (keys === undefined) {
      const made: string[] = [];
      for (const part of run.split(CAMEL)) {
        forEachSegment(ACRONYM_PLURAL.test(part) ? part.slice(0, -1) : part, (word) => {
          const key = term(word);
          if (key !== null) made.push(key);
        });
      }
      runs.set(run, (keys = made));
    }
    return keys;
  };
  // German writes a conjugated separable verb apart (*Wie stelle ich … ein?*): joined, it is the verb a manual writes (`einstellen`).
  const joined = language === 'de' ? joinedSeparableVerbs : (text: string) => text;
  return (given) => {
    const text = joined(given);
    const out: string[] = [];
    for (const run of text.match(RUN) ?? []) for (const key of termsOfRun(run)) out.push(key);
    // A run of Chinese or Japanese letters also counts as its pairs of letters, as Lucene's CJK
    // bigrams count, its words' too: where the segmenter cut the question otherwise than the
    // statement (存放在 against 存放), or a word of it is a stopword (哪里 of 从哪里可以获取), they still meet.
    if (hasUnspacedScript(text)) for (const run of text.match(UNSPACED_RUN) ?? []) for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
    return out;
  };
}

/**
 * The language a statement or question is read in for search: the text's, unless it is written in
 * a script the text's language is not written in (a Chinese line of a help half left in English,
 * which reads as English from its start): then the language its script and words show
 * (query-language.ts), the text's where none wins.
 */
export function readingLanguage(text: string, textLanguage: Language): Language {
  // The common case at a regex's cost: a text in a language written in Latin letters, a statement with no other letters.
  if (moduleOf(textLanguage).script === 'Latin' && !OTHER_THAN_LATIN.test(text)) return textLanguage;
  const script = dominantScript(text);
  if (script === undefined || script === 'Unsupported') return textLanguage;
  const candidates = candidatesOf(script);
  if (candidates.some((m) => m.code === textLanguage)) return textLanguage;
  return queryLanguage(text) ?? textLanguage;
}

/**
 * searchTerms() of each statement or question in its reading language (readingLanguage): a text
 * of several languages is read each statement the way its own script asks, so that a question in
 * one of them matches its statements (its stopwords left out, its words' forms joined), whatever
 * language the start of the whole text showed.
 */
export function mixedSearchTerms(textLanguage: Language): (text: string) => string[] {
  const readers = new Map<Language, (text: string) => string[]>();
  return (text) => {
    const language = readingLanguage(text, textLanguage);
    let read = readers.get(language);
    if (!read) readers.set(language, (read = searchTerms(language)));
    return read(text);
  };
}
