// One concept per word, whatever its form, in languages other than English: forms joined by a stem, shown as the text's most frequent form.
//
// A stem is a key, not a word (libert, derech): it groups droit and droits, Datei and Dateien,
// and the group is shown as the form the text uses most (ties: the first it uses). So the text is
// read twice: once to count its forms, once to tokenize.
import type { Statement } from '../types.js';
import type { LanguageModule } from './languages/language.js';
import { lowercaseOf } from './stopwords.js';
import { forEachWord } from './tokens.js';

/** Han, Kana and Hangul: a word of two characters is a word (权利, 自由, 권리). */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const NON_ASCII = /[^\x00-\x7f]/;
const EDGE_APOSTROPHES = /^'+|'+$/g;

/** The shortest concept a word of this language can be, by what it is written in. */
function minLengthOf(module: LanguageModule): (word: string) => number {
  const alphabetic = module.minLength ?? 3;
  return (word) => (DENSE.test(word) ? 2 : alphabetic);
}

/**
 * A word as the language writes it on its own: lowercased, composed (NFC), plain apostrophes,
 * without elided articles, clitics or particles; null for a stopword or a word too short.
 */
export function surfaceForm(module: LanguageModule, stopwords: ReadonlySet<string>): (raw: string) => string | null {
  const lower = lowercaseOf(module);
  const minLength = minLengthOf(module);
  return (raw) => {
    let word = lower(raw);
    if (NON_ASCII.test(word)) word = word.normalize('NFC').replace(/’/g, "'");
    word = word.replace(EDGE_APOSTROPHES, '');
    if (module.clean) word = module.clean(word);
    if (word.length < minLength(word) || stopwords.has(word)) return null;
    return word;
  };
}

/**
 * The word without an optional prefix or suffix (Hebrew ה, Korean 이) where the text shows the
 * rest to be a word: it has the rest on its own, or with two different such affixes (사용자의 and
 * 사용자가 make 사용자 a word). `seen` is the text's vocabulary.
 */
function withoutOptionalAffix(module: LanguageModule, seen: ReadonlyMap<string, number>, minLength: (w: string) => number): (word: string) => string {
  const { prefixes = [], suffixes = [] } = module.optionalAffixes ?? {};
  const affixed = new Map<string, Set<string>>();
  const note = (rest: string, form: string) => {
    let forms = affixed.get(rest);
    if (!forms) affixed.set(rest, (forms = new Set()));
    forms.add(form);
  };
  for (const form of seen.keys()) {
    for (const p of prefixes) if (form.startsWith(p)) note(form.slice(p.length), form);
    for (const s of suffixes) if (form.endsWith(s)) note(form.slice(0, -s.length), form);
  }
  const bare = (rest: string) => rest.length >= minLength(rest) && (seen.has(rest) || (affixed.get(rest)?.size ?? 0) >= 2);
  return (word) => {
    for (const p of prefixes) if (word.startsWith(p) && bare(word.slice(p.length))) return word.slice(p.length);
    for (const s of suffixes) if (word.endsWith(s) && bare(word.slice(0, -s.length))) return word.slice(0, -s.length);
    return word;
  };
}

/**
 * A word normalizer for a language other than English: plain word → its concept (the label of its
 * forms' group), or null for a stopword or a word too short. Reads the statements' words once, to
 * count their forms; a word the user took off the stopword list (`-word`) stays as written.
 */
export function wordForms(
  module: LanguageModule,
  stopwords: ReadonlySet<string>,
  kept: ReadonlySet<string>,
  statements: readonly Statement[],
): (word: string) => string | null {
  const surface = surfaceForm(module, stopwords);
  const cache = new Map<string, string | null>();
  if (!module.stemmer && !module.optionalAffixes) {
    return (raw) => {
      let concept = cache.get(raw);
      if (concept === undefined) {
        concept = surface(raw);
        cache.set(raw, concept);
      }
      return concept;
    };
  }

  // The text's forms, in order of first use, with how often each is used.
  const counts = new Map<string, number>();
  const surfaceOf = new Map<string, string | null>();
  const formOf = (raw: string) => {
    let form = surfaceOf.get(raw);
    if (form === undefined) {
      form = surface(raw);
      surfaceOf.set(raw, form);
    }
    return form;
  };
  for (const statement of statements) {
    forEachWord(statement.content, (raw) => {
      const form = formOf(raw);
      if (form !== null) counts.set(form, (counts.get(form) ?? 0) + 1);
    });
  }

  const stem = module.stemmer?.() ?? ((word: string) => word);
  const bare = withoutOptionalAffix(module, counts, minLengthOf(module));
  const keyOf = (form: string) => stem(bare(form));
  // Each group's label: its most used base form (ties: the shorter, then the first used).
  const labelOf = new Map<string, { label: string; count: number }>();
  const useOfBase = new Map<string, number>();
  for (const [form, count] of counts) {
    if (kept.has(form)) continue;
    const base = bare(form);
    useOfBase.set(base, (useOfBase.get(base) ?? 0) + count);
  }
  for (const [base, count] of useOfBase) {
    const key = stem(base);
    const best = labelOf.get(key);
    if (!best || count > best.count || (count === best.count && base.length < best.label.length)) labelOf.set(key, { label: base, count });
  }

  return (raw) => {
    let concept = cache.get(raw);
    if (concept === undefined) {
      const form = formOf(raw);
      if (form === null) concept = null;
      else if (kept.has(form)) concept = form;
      else {
        // A word the first reading did not meet as a plain word (inside rewritten brackets) is its own label.
        const label = labelOf.get(keyOf(form))?.label ?? bare(form);
        concept = stopwords.has(label) ? null : label;
      }
      cache.set(raw, concept);
    }
    return concept;
  };
}
