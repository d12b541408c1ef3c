// Stopword lists per language, with the user's additions and removals; the languages themselves are in languages/.
import type { Language } from '../types.js';
import { detectLanguage } from './languages/detect.js';
import { isoList, stopwordPackageList, words, type LanguageModule } from './languages/language.js';
import { LANGUAGE_MODULES, languageModule, UNDETERMINED } from './languages/registry.js';

export { detectLanguage };

/** Every language a text can be analysed in, by its ISO 639-1 code. */
export const SUPPORTED_LANGUAGES: readonly Language[] = Object.freeze(LANGUAGE_MODULES.map((m) => m.code));

/** Every code `--language` takes: the supported ones and their other names (nb, iw, zh-tw). */
export const LANGUAGE_CODES: readonly string[] = Object.freeze(LANGUAGE_MODULES.flatMap((m) => [m.code, ...(m.aliases ?? [])]));

/** A supported code itself (not an alias): what the analysis takes. */
export function isLanguage(code: string): code is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/** The supported code a user's code or alias names (`DE`, `nb`, `zh-TW`, `pt_BR`), or undefined. */
export function languageCode(input: string): Language | undefined {
  return languageModule(input)?.code;
}

/** The module of an analysed language (`und` included). */
export function moduleOf(language: Language): LanguageModule {
  return language === 'und' ? UNDETERMINED : languageModule(language)!;
}

/** The language's English name (`French`), for reports and messages. */
export function languageName(language: string): string {
  return language === 'und' ? UNDETERMINED.name : languageModule(language)?.name ?? language;
}

/** What a reader is told of a text in a script no supported language is written in. */
export const UNDETERMINED_NOTE =
  'no supported language is written in this text\'s script: its words are found by script alone, with no stopwords and no word forms joined';

const cache = new Map<Language, ReadonlySet<string>>();

/** The default list of a language plus the user's additions, minus the user's `-word` removals. Cached per language for the default list; returns a fresh Set when custom entries are given. */
export function stopwordSet(language: Language, custom?: readonly string[]): ReadonlySet<string> {
  const base = defaultSet(language);
  if (!custom || custom.length === 0) return base;

  const lower = lowercaseOf(moduleOf(language));
  const result = new Set(base);
  const removals: string[] = [];
  for (const raw of custom) {
    const entry = lower(raw.trim());
    if (entry.startsWith('-')) {
      const word = lower(entry.slice(1).trim());
      if (word) removals.push(word);
    } else if (entry) {
      result.add(entry);
    }
  }
  // Removals win over additions so that `-word` always means "never drop this word".
  for (const word of removals) {
    result.delete(word);
    result.delete(word.replaceAll("'", '\u2019'));
  }
  return result;
}

/** How a language lowercases a word: its own rule, or the default. */
export function lowercaseOf(module: LanguageModule): (word: string) => string {
  return module.lowercase ?? ((word) => word.toLowerCase());
}

function defaultSet(language: Language): ReadonlySet<string> {
  let set = cache.get(language);
  if (!set) {
    const module = moduleOf(language);
    const { stopword, iso, keep = '', add = '' } = module.stopwords;
    const lower = lowercaseOf(module);
    const normal = (raw: string) => lower(raw.trim()).normalize('NFC');
    const kept = new Set(words(keep).map(normal));
    const words_ = new Set<string>();
    for (const list of [stopword ? stopwordPackageList(stopword) : [], iso ? isoList(iso) : [], words(add)]) {
      for (const raw of list) {
        const word = normal(raw);
        if (!word || kept.has(word)) continue;
        words_.add(word);
        // Typographic apostrophes survive in pasted text; both spellings of a contraction are stopwords.
        if (word.includes("'")) words_.add(word.replaceAll("'", '\u2019'));
        // A stopword of two words (Vietnamese có thể) is met as the one word the two are joined into.
        if (word.includes(' ')) words_.add(word.replaceAll(' ', '_'));
      }
    }
    set = words_;
    cache.set(language, set);
  }
  return set;
}
