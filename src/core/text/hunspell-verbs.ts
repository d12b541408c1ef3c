// What a spelling dictionary in Hunspell's format says of a word: whether it is a form only a verb
// has. Spanish by LibreOffice's dictionary (RLA-ES), Portuguese by VERO, LibreOffice's Brazilian
// one (scripts/build-hunspell-verbs.cjs writes spanish-verbs.json and portuguese-verbs.json beside
// this module from them). A dictionary makes a verb's forms from its entry by suffix rules (copiar
// → copia, copiamos, copiaría, copiarlo; usar → usa, usamos, usá-lo); they are read backwards here,
// from the form to an entry that has the rule's flag, as a spelling checker reads them, which needs
// a few hundred KB where the half million forms would take 10 MB. Each language's file is read the
// first time one of its words is looked up.
import { readFileSync } from 'node:fs';
import { holdsVerbForm } from './lexicon-verbs.js';
import { sharedCache } from './word-cache.js';

interface VerbsFile {
  /** Each verb's entry (an infinitive) and the flags of its conjugations and joined pronouns. */
  verbs: Record<string, string>;
  /** Each flag's rules: strip this ending from the entry, add that one, where the entry ends as the condition says. */
  rules: Record<string, [strip: string, add: string, condition: string][]>;
  /** Forms a verb makes that a noun, an adjective or another word has too (copia, abra, archivo). */
  both: string[];
}

interface Rule {
  flag: string;
  strip: string;
  add: string;
  condition: RegExp;
}

interface Lexicon {
  verbs: ReadonlyMap<string, string>;
  /** The rules by the last letter of what they add ('' for none). */
  rules: ReadonlyMap<string, readonly Rule[]>;
  both: ReadonlySet<string>;
}

function load(file: string): Lexicon {
  const json = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as VerbsFile;
  const rules = new Map<string, Rule[]>();
  for (const [flag, list] of Object.entries(json.rules)) {
    for (const [strip, add, condition] of list) {
      const last = add.slice(-1);
      if (!rules.has(last)) rules.set(last, []);
      rules.get(last)!.push({ flag, strip, add, condition: new RegExp(`${condition}$`, 'u') });
    }
  }
  return { verbs: new Map(Object.entries(json.verbs)), rules, both: new Set(json.both) };
}

/**
 * A present's first person singular made by a regular rule (*consumo, atajo, reinicio* of
 * consumir, atajar, reiniciar; *uso, acesso* of usar, acessar): a noun's form as often, which the
 * dictionary lacks at times, and a manual hardly says *I*.
 */
const FIRST_PERSON = /^[ií]?o$/u;

/** Whether a rule read backwards leads from `form` to a verb's entry that has the rule's flag. */
function madeByAVerb({ verbs, rules }: Lexicon, form: string): boolean {
  if (verbs.has(form)) return true;
  for (const last of [form.slice(-1), '']) {
    for (const { flag, strip, add, condition } of rules.get(last) ?? []) {
      if (!form.endsWith(add) || FIRST_PERSON.test(add)) continue;
      const entry = form.slice(0, form.length - add.length) + strip;
      if (verbs.get(entry)?.includes(flag) && condition.test(entry)) return true;
    }
  }
  return false;
}

/** A language's verbs as its dictionary makes them. */
export interface DictionaryVerbs {
  /** A form a verb makes, whether or not another word has it too (*empiece, ayuda, arrastra*; not *inalámbrica*): its place tells. */
  verbMakes: (lowercase: string) => boolean;
  /** A form no noun or adjective has, only a verb (*arrastra, funciona, conectarse, copiar*; not *copia, abra*). */
  verbForm: (lowercase: string) => boolean;
  /** Whether a phrase holds a form only a verb has, in lowercase or first in the phrase (*carpeta arrastra*, *Pegar*). */
  holdsVerb: (phrase: string) => boolean;
}

function dictionaryVerbs(file: string): DictionaryVerbs {
  let lexicon: Lexicon | undefined;
  const verbMakes = sharedCache((lowercase: string): boolean => madeByAVerb((lexicon ??= load(file)), lowercase));
  const verbForm = (lowercase: string): boolean => verbMakes(lowercase) && !lexicon!.both.has(lowercase);
  return { verbMakes, verbForm, holdsVerb: (phrase) => holdsVerbForm(phrase.split(/\s+/), verbForm) };
}

export const SPANISH_VERBS = dictionaryVerbs('spanish-verbs.json');
export const PORTUGUESE_VERBS = dictionaryVerbs('portuguese-verbs.json');
