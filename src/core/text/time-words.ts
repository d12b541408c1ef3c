// A key phrase that only says when (juillet, mai dernier, lundi soir, derniers mois, last year)
// names no subject: a news text dates what it reports, and a date said often enough took places
// among a news article's key phrases that its subject's phrases should have had. The words of a
// date or a duration come from the locale data Node's ICU ships for each language (the build
// writes them to time-words.json: scripts/build-time-words.mjs), so every language of the
// analysis has them without a list of its own: the names of the months and of the days of the
// week, the words of relative times (yesterday, last month, in 2 weeks), of the units of a
// calendar (a day, 2 years) and of the periods of a day (in the morning, du soir).
import { readFileSync } from 'node:fs';
import type { Language } from '../types.js';
import { moduleOf } from './stopwords.js';

/** A language's time words: the stems of those its locale writes in lower case, and those it capitalises (lowercased). */
interface TimeWords {
  stems: Set<string>;
  capitalised: Set<string>;
  stem: (word: string) => string;
}

let written: Record<string, string | undefined> | undefined;
const byLanguage = new Map<Language, TimeWords | null>();
const CAPITAL = /^\p{Lu}/u;

function timeWordsOf(language: Language): TimeWords | null {
  let words = byLanguage.get(language);
  if (words !== undefined) return words;
  written ??= JSON.parse(readFileSync(new URL('./time-words.json', import.meta.url), 'utf8')) as Record<string, string | undefined>;
  const list = written[language];
  words = null;
  if (list) {
    const stem = moduleOf(language).stemmer?.() ?? ((word: string) => word);
    words = { stems: new Set(), capitalised: new Set(), stem };
    for (const word of list.split('\n')) {
      if (CAPITAL.test(word)) words.capitalised.add(word.toLowerCase());
      else words.stems.add(stem(word));
    }
  }
  byLanguage.set(language, words);
  return words;
}

/** Whether a word written with a capital is one a date capitalises in the language (*June*, *Monday*; German nouns: *Jahr*). */
export function capitalisedTimeWord(language: Language, word: string): boolean {
  return CAPITAL.test(word) && (timeWordsOf(language)?.capitalised.has(word.toLowerCase()) ?? false);
}

/**
 * English adjectives that place a time against the present, as ICU's *last* and *next* do, but
 * that its relative times never write (*the past year*, *the present year*, *the coming years*,
 * *recent years*): before a word of a date or a duration they say when, like it. Not an adjective
 * that names a kind of year or day (*fiscal year*, *academic year*, *working day*), which stays.
 */
const ENGLISH_WHEN = new Set(['past', 'present', 'current', 'coming', 'upcoming', 'previous', 'preceding', 'recent', 'following', 'ensuing']);

const WORD = /[\p{L}\p{M}]+/gu;
const DIGITS = /^\d+$/;

/**
 * Whether a phrase, as the text writes it, only says when: each of its words is a word of a date
 * or a duration in the text's language, or a number, one at least a word, written as its locale
 * writes it: in lower case where it does (the French month *mars* is a date, *Mars* the planet is
 * not), with a capital where it capitalises the word (the English month *March*, not a *march*;
 * German nouns).
 */
export function timePhraseCheck(language: Language): (phrase: string) => boolean {
  const placing = language === 'en' ? ENGLISH_WHEN : undefined;
  // The words are read when a phrase is first checked, once a language and a run.
  return (phrase) => {
    const words = timeWordsOf(language);
    if (!words) return false;
    let named = false;
    const tokens = phrase.split(/[\s\-–]+/);
    for (let t = 0; t < tokens.length; t++) {
      const token = tokens[t];
      if (token === '' || DIGITS.test(token)) continue;
      const parts = token.match(WORD);
      // A token with more than letters and apostrophes (a version, a symbol) is no date's word.
      if (!parts || parts.join('') !== token.replace(/['’.]/g, '')) return false;
      for (const part of parts) {
        if (CAPITAL.test(part) ? words.capitalised.has(part.toLowerCase()) : words.stems.has(words.stem(part))) continue;
        // An adjective that places a time says when only before the time it places (*past year*; not *the past* alone).
        if (!(placing?.has(part) && t < tokens.length - 1)) return false;
      }
      named = true;
    }
    return named;
  };
}
