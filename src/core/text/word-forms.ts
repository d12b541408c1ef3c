// One concept per word, whatever its form, in languages other than English: forms joined by a stem, shown as the text's most frequent form.
//
// A stem is a key, not a word (libert, derech): it groups droit and droits, Datei and Dateien,
// and the group is shown as the form the text uses most (ties: the first it uses). So the text is
// read twice: once to count its forms, once to tokenize.
import type { Statement } from '../types.js';
import type { LanguageModule } from './languages/language.js';
import { lowercaseOf } from './stopwords.js';
import { countWords, type WordCounts } from './word-counts.js';
import { cached, sharedCache } from './word-cache.js';

/** Han, Kana and Hangul: a word of two characters is a word (权利, 自由, 권리). */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const NON_ASCII = /[^\x00-\x7f]/;
const EDGE_APOSTROPHES = /^'+|'+$/g;

const ASCII = /^[\x00-\x7f]*$/;

/**
 * The shortest concept a word of this language can be: the language's own rule for its script,
 * else 2 characters in Han, Kana and Hangul and 3 in alphabets (an English word in a Chinese text).
 */
function minLengthOf(module: LanguageModule): (word: string) => number {
  const own = module.minLength;
  const foreignAscii = module.script !== 'Latin';
  return (word) => {
    if (own !== undefined && !(foreignAscii && ASCII.test(word))) return own;
    return DENSE.test(word) ? 2 : 3;
  };
}

/** A word as the language spells it, before clitics come off: lowercased, composed (NFC), plain apostrophes, none at the ends. */
function plainWord(module: LanguageModule): (raw: string) => string {
  const lower = lowercaseOf(module);
  return (raw) => {
    const word = lower(raw);
    return (NON_ASCII.test(word) ? word.normalize('NFC').replace(/’/g, "'") : word).replace(EDGE_APOSTROPHES, '');
  };
}

/**
 * A word as the language writes it on its own: its plain spelling without elided articles,
 * clitics or particles; null for a stopword or a word too short. A word the user kept (`-said`)
 * stays as written, before anything comes off it (its lemma, say, may be a stopword).
 */
function surfaceForm(module: LanguageModule, stopwords: ReadonlySet<string>, kept: ReadonlySet<string>): (raw: string) => string | null {
  const plain = plainWord(module);
  const minLength = minLengthOf(module);
  return (raw) => {
    let word = plain(raw);
    if (kept.has(word)) return word;
    if (module.clean) word = cleanerOf(module)(word);
    if (word.length < minLength(word) || stopwords.has(word)) return null;
    return word;
  };
}

/**
 * The word without an optional prefix or ending (Hebrew ה, Korean 이, Polish -ów) where the text
 * shows the rest to be a word: it has the rest on its own, or another form of it (the same key),
 * or two different forms that come to the rest (사용자의 and 사용자가 make 사용자 a word); a
 * function word is a word (لكل is ل and كل).
 */
function withoutOptionalAffix(
  module: LanguageModule,
  seen: ReadonlyMap<string, number>,
  stopwords: ReadonlySet<string>,
  stem: (word: string) => string,
  minLength: (w: string) => number,
): { bare: (word: string) => string; attested: (rest: string) => boolean } {
  const { prefixes = [], suffixes = [], fits = () => true } = module.optionalAffixes ?? {};
  const endings = suffixes.map((s): readonly [string, string] => (typeof s === 'string' ? [s, ''] : s));
  const candidates = (form: string): string[] => [
    ...prefixes.filter((p) => form.startsWith(p)).map((p) => form.slice(p.length)),
    ...endings
      .filter(([from, to]) => form.endsWith(from) && fits(form.slice(0, -from.length) + to, from))
      .map(([from, to]) => form.slice(0, -from.length) + to),
  ];
  const reached = new Map<string, Set<string>>();
  const keys = new Set<string>();
  for (const form of seen.keys()) {
    keys.add(stem(form));
    for (const rest of candidates(form)) {
      let forms = reached.get(rest);
      if (!forms) reached.set(rest, (forms = new Set()));
      forms.add(form);
    }
  }
  const sharedRest = (rest: string) => (reached.get(rest)?.size ?? 0) >= 2;
  const isWord = (rest: string) => stopwords.has(rest) || (rest.length >= minLength(rest) && (seen.has(rest) || sharedRest(rest) || keys.has(stem(rest))));
  // What may be shown as a word: what the text writes on its own, or a particle's rest (restIsWord).
  const attested = (rest: string) => seen.has(rest) || (module.optionalAffixes?.restIsWord === true && sharedRest(rest));
  const once = (word: string) => candidates(word).find(isWord) ?? word;
  // Endings stack (dosyasının: dosya, its -sı, then -nın): taken off one at a time, a few at most.
  const bare = (word: string) => {
    let rest = word;
    for (let i = 0; i < MAX_AFFIXES; i++) {
      const next = once(rest);
      if (next === rest) break;
      rest = next;
    }
    return rest;
  };
  return { bare, attested };
}

/** How many optional affixes one word may lose. */
const MAX_AFFIXES = 3;

/**
 * The key a word's forms share in a language, without a text to learn from (a concept a rule
 * names, a search word): lowercased, cleaned of clitics, stemmed. English concepts are lemmas
 * already, so an English word is its own key; two words with one key are one concept.
 */
export function conceptKey(module: LanguageModule, word: string): string {
  if (module.lemmatize) return word.toLowerCase();
  let form = plainWord(module)(word);
  if (module.clean) form = module.clean(form) || form;
  return module.stemmer ? stemmerOf(module)(form) : form;
}

/**
 * The concept among `names` (a text's concepts) that a word or a concept of another text is a
 * form of in the language: itself, or the one with its key (`datei` finds `dateien` in German).
 */
export function conceptLookup(module: LanguageModule, names: Iterable<string>): (concept: string) => string | undefined {
  const own = new Set(names);
  let byKey: Map<string, string> | undefined;
  return (concept) => {
    if (own.has(concept)) return concept;
    if (module.lemmatize) return undefined;
    if (!byKey) {
      byKey = new Map();
      for (const name of own) {
        const key = conceptKey(module, name);
        if (!byKey.has(key)) byKey.set(key, name);
      }
    }
    return byKey.get(conceptKey(module, concept));
  };
}

// A language's stemmer and clitic cleaner depend on the word alone, so each word is worked out
// once per process, not once per text: a folder of files (tna check, --each) meets the same words
// in every file.
const stemmerOf = perLanguage((module) => module.stemmer!());
const cleanerOf = perLanguage((module) => module.clean!);

/** A function of a word that `make` gives for a language, made once for each and kept for the process (sharedCache). */
function perLanguage(make: (module: LanguageModule) => (word: string) => string): (module: LanguageModule) => (word: string) => string {
  const made = new WeakMap<LanguageModule, (word: string) => string>();
  return (module) => {
    let f = made.get(module);
    if (!f) made.set(module, (f = sharedCache(make(module))));
    return f;
  };
}

/**
 * surfaceForm kept for the process, for a language and a stopword list (the same objects from one
 * file to the next: a run's lists are made once), where the user keeps no word: each file of a
 * folder then looks up the words the files before it met rather than working each out again.
 */
function sharedSurfaceForm(module: LanguageModule, stopwords: ReadonlySet<string>): (raw: string) => string | null {
  let byList = sharedSurfaceForms.get(module);
  if (!byList) sharedSurfaceForms.set(module, (byList = new WeakMap()));
  let f = byList.get(stopwords);
  if (!f) byList.set(stopwords, (f = sharedCache(surfaceForm(module, stopwords, NONE_KEPT))));
  return f;
}
const sharedSurfaceForms = new WeakMap<LanguageModule, WeakMap<ReadonlySet<string>, (raw: string) => string | null>>();

/** sharedSurfaceForm by `shared`, a part of `stopwords`: a form it gives is null where the rest of `stopwords` holds it, as surfaceForm by `stopwords` would make it. */
function sharedFormOf(module: LanguageModule, shared: ReadonlySet<string>, stopwords: ReadonlySet<string>): (raw: string) => string | null {
  const formOf = sharedSurfaceForm(module, shared);
  if (shared === stopwords) return formOf;
  return (raw) => {
    const form = formOf(raw);
    return form !== null && stopwords.has(form) ? null : form;
  };
}
const NONE_KEPT: ReadonlySet<string> = new Set();

/**
 * A word normalizer for a language other than English: plain word → its concept (the label of its
 * forms' group), or null for a stopword or a word too short. Reads the statements' words once, to
 * count their forms (or takes their counts, made on several threads); a word the user took off the
 * stopword list (`-word`) stays as written.
 */
export function wordForms(
  module: LanguageModule,
  stopwords: ReadonlySet<string>,
  kept: ReadonlySet<string>,
  words: readonly Statement[] | WordCounts,
  /** Whether the analysis reads words joined by dots as one name (scan.ts), which has no other forms. */
  names = false,
  /**
   * The part of `stopwords` that stays the same from one text to the next (the language's list,
   * where the default analysis adds each text's generic words to it): the words' forms are kept
   * for the run by it, and the rest of `stopwords` checked apart.
   */
  shared: ReadonlySet<string> = stopwords,
): (word: string) => string | null {
  // Distinct words are few: each is read once, and once a run where the user keeps no word.
  const formOf = kept.size === 0 ? sharedFormOf(module, shared, stopwords) : cached(surfaceForm(module, stopwords, kept));
  if (!module.stemmer && !module.optionalAffixes) return formOf;

  const { raws, counts: rawCounts, verbUses: rawVerbUseList } = Array.isArray(words) ? countWords(module, words, names) : (words as WordCounts);
  const rawVerbUses = new Map(rawVerbUseList);
  // The text's forms, in order of first use, with how often each is used.
  const counts = new Map<string, number>();
  const verbUses = new Map<string, number>();
  for (let index = 0; index < raws.length; index++) {
    const raw = raws[index];
    const form = formOf(raw);
    if (form === null) continue;
    counts.set(form, (counts.get(form) ?? 0) + rawCounts[index]);
    const asVerb = rawVerbUses.get(raw);
    if (asVerb !== undefined) verbUses.set(form, (verbUses.get(form) ?? 0) + asVerb);
  }

  const stem = module.stemmer ? stemmerOf(module) : (word: string) => word;
  const affixes = module.optionalAffixes ? withoutOptionalAffix(module, counts, stopwords, stem, minLengthOf(module)) : undefined;
  // The key, the label and the stopword check each ask for a form's bare word: it is found once.
  const bare = affixes ? cached(affixes.bare) : (word: string) => word;
  const attested = affixes?.attested ?? ((word: string) => counts.has(word));
  const keyOf = (form: string) => stem(bare(form));
  // A form is shown without its optional affixes where the text shows that to be a word (בית for
  // הבית; 사용자 for 사용자의 and 사용자는), never as a rest it does not (no cut stem).
  const shownAs = (form: string) => {
    const base = bare(form);
    return attested(base) ? base : form;
  };
  // Each group (a key) with how often the text uses each of its shown forms, and how often each
  // shown form as a verb (a shown form gathers the forms it is shown for: pulsar, pulsando).
  const groups = new Map<string, Map<string, number>>();
  const shownVerbUses = new Map<string, number>();
  for (const [form, count] of counts) {
    if (kept.has(form)) continue;
    const key = keyOf(form);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = new Map()));
    const shown = shownAs(form);
    group.set(shown, (group.get(shown) ?? 0) + count);
    const asVerb = verbUses.get(form);
    if (asVerb !== undefined) shownVerbUses.set(shown, (shownVerbUses.get(shown) ?? 0) + asVerb);
  }
  // Each group's label: the form it uses most other than as a verb (sélection, not sélectionnez,
  // where the text uses the latter as a verb; ties: the shorter, then the first used); a group
  // none of whose forms can carry a subject has none, and is no concept.
  const labelOf = new Map<string, string | null>();
  const subject = module.carriesSubject;
  // A group the text uses as a verb at least half the time (verbUse) is no concept either.
  const verbShare = new Map<string, number>();
  for (const [form, asVerb] of verbUses) {
    const key = keyOf(form);
    verbShare.set(key, (verbShare.get(key) ?? 0) + asVerb);
  }
  const mostlyVerb = (group: ReadonlyMap<string, number>, key: string) => {
    const asVerb = verbShare.get(key);
    if (asVerb === undefined) return false;
    let uses = 0;
    for (const count of group.values()) uses += count;
    return asVerb * 2 >= uses;
  };
  for (const [key, group] of groups) {
    if ((subject && ![...group.keys()].some(subject)) || mostlyVerb(group, key)) {
      labelOf.set(key, null);
      continue;
    }
    let label = '';
    let most = -1;
    for (const [shown, count] of group) {
      const otherwise = count - (shownVerbUses.get(shown) ?? 0);
      if (otherwise > most || (otherwise === most && shown.length < label.length)) [label, most] = [shown, otherwise];
    }
    labelOf.set(key, label);
  }

  return cached((raw) => {
    const form = formOf(raw);
    if (form === null || kept.has(form)) return form;
    // A function word with a clitic or an ending (لكل: ل and كل; vardır: var and the copula) is one still.
    if (stopwords.has(bare(form))) return null;
    // A word the first reading did not meet as a plain word (inside rewritten brackets) is its own label.
    const label = labelOf.get(keyOf(form));
    if (label === null) return null;
    const shown = label ?? shownAs(form);
    return stopwords.has(shown) ? null : shown;
  });
}
