// Statement or question → the terms a search matches on: every word but stopwords, code and identifiers included, in the key its forms share.
import type { Language } from '../types.js';
import { forEachSegment, hasUnspacedScript } from './segment.js';
import { lowercaseOf, moduleOf, stopwordSet } from './stopwords.js';
import { subjectModule } from './subject-words.js';
import { conceptKey } from './word-forms.js';

/** Runs of letters and digits: what a word can be made of; `max-line-length` is three runs. */
const RUN = /[\p{L}\p{M}\p{N}]+/gu;
/**
 * Where an identifier written in camel case turns into its next word: `parserOptions` →
 * `parser Options`, `HTMLParser` → `HTML Parser`, so that a question that says the words finds it.
 */
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * The search terms of a language: a text → its words in text order (repeats kept: they count), each
 * as the key its forms share (`datei` and `dateien` are one term; an English word's Porter2 stem of
 * its lemma), stopwords and one-letter words (outside Chinese and Japanese) left out. Unlike the
 * concepts of a graph, verbs and the words of inline code count: a question is answered by them
 * too. Every word is normalized once.
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
      key = stopwords.has(plain) || (plain.length < 2 && !hasUnspacedScript(plain)) ? null : conceptKey(module, plain) || null;
      cache.set(word, key);
    }
    return key;
  };
  return (text) => {
    const out: string[] = [];
    for (const run of text.match(RUN) ?? []) {
      for (const part of run.split(CAMEL)) {
        forEachSegment(part, (word) => {
          const key = term(word);
          if (key !== null) out.push(key);
        });
      }
    }
    return out;
  };
}
