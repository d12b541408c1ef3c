// What a spelling dictionary in Hunspell's format says of a word: whether it is a form only a verb
// has. Spanish by LibreOffice's dictionary (RLA-ES), Portuguese by VERO, LibreOffice's Brazilian
// one, Dutch by OpenTaal's, Swedish by Göran Andersson's, Danish by Stavekontrolden's, Polish by
// sjp.pl's (scripts/build-hunspell-verbs.cjs writes spanish-verbs.json, portuguese-verbs.json,
// dutch-verbs.json, swedish-verbs.json, danish-verbs.json and polish-verbs.json beside this module
// from them). A dictionary makes a verb's forms from its entry by suffix rules (copiar
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
  /** The rules by what they add ('' for nothing): each a flag, the ending to strip from the entry instead, and the condition the entry's end meets. */
  rules: Record<string, [flag: string, strip: string, condition: string][]>;
  /** Forms a verb makes that a noun, an adjective or another word has too (copia, abra, archivo). */
  both: string[];
  /** Where the dictionary's flags tell adjectives (Dutch, Swedish, Danish): the words only an adjective's entries spell (snel, rechts; snabbt, korrekt; hurtigt). */
  adjectives?: string[];
}

interface Lexicon {
  /** Read as JSON made them, looked up as they are: Portuguese's 16,000 verbs and 22,000 rules made into maps took as long again as the reading. */
  verbs: Record<string, string>;
  rules: Record<string, [flag: string, strip: string, condition: string][]>;
  /** The longest that a rule adds: a form's endings up to it find the rules at once. */
  longest: number;
  both: ReadonlySet<string>;
  adjectives: ReadonlySet<string>;
  /** Each condition compiled once, on first use (most rules share a few: *[aei]r*). */
  conditions: Map<string, RegExp>;
}

function load(file: string): Lexicon {
  const json = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as VerbsFile;
  const longest = Object.keys(json.rules).reduce((most, add) => Math.max(most, add.length), 0);
  return { verbs: json.verbs, rules: json.rules, longest, both: new Set(json.both), adjectives: new Set(json.adjectives ?? []), conditions: new Map() };
}

/**
 * A present's first person singular made by a regular rule (*consumo, atajo, reinicio* of
 * consumir, atajar, reiniciar; *uso, acesso* of usar, acessar): a noun's form as often, which the
 * dictionary lacks at times, and a manual hardly says *I*.
 */
const FIRST_PERSON = /^[ií]?o$/u;

/** Whether a rule read backwards leads from `form` to a verb's entry that has the rule's flag. */
function madeByAVerb({ verbs, rules, longest, conditions }: Lexicon, form: string): boolean {
  if (Object.hasOwn(verbs, form)) return true;
  for (let size = Math.min(longest, form.length); size >= 0; size--) {
    const add = form.slice(form.length - size);
    if (FIRST_PERSON.test(add) || !Object.hasOwn(rules, add)) continue;
    for (const [flag, strip, source] of rules[add]) {
      const entry = form.slice(0, form.length - size) + strip;
      if (!Object.hasOwn(verbs, entry) || !verbs[entry].includes(flag)) continue;
      let condition = conditions.get(source);
      if (!condition) conditions.set(source, (condition = new RegExp(`${source}$`, 'u')));
      if (condition.test(entry)) return true;
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
  /** A word only an adjective's entries spell, where the dictionary tells (Dutch: *snel, rechts, automatisch*). */
  adjectiveOnly: (lowercase: string) => boolean;
  /**
   * Whether this is a verb's entry in the dictionary: its infinitive (*configurar, conectar, perder*;
   * *spara*), or a form the dictionary lists as an entry of its own (a Danish strong verb's *vælg*, a
   * Dutch past participle, a Polish adverbial participle).
   */
  infinitive: (lowercase: string) => boolean;
}

/**
 * Whether a word is a separable verb's infinitive or past participle, its particle written onto
 * it (aanpassen, opgeslagen): the particle, then an infinitive's or a past participle's entry of
 * the dictionary (passen, geslagen), which makes such verbs by prefix rules not read here. Not a
 * stem or another form after a particle: *inhoud* (content) is no *houd*.
 */
function separableVerb({ verbs }: Lexicon, lowercase: string, { particles, infinitive }: Separable): boolean {
  const particle = particles.exec(lowercase);
  if (!particle) return false;
  // The infinitive may be a plural noun's form too (passen, werken): after a particle it is the verb's (aanpassen, bijwerken).
  // A past participle's entry carries no verb flag (build-hunspell-verbs.cjs).
  const rest = lowercase.slice(particle[0].length);
  return Object.hasOwn(verbs, rest) && (verbs[rest].includes(infinitive) || (rest.startsWith('ge') && verbs[rest] === ''));
}

/** A language whose separable verbs the dictionary makes by prefix rules: its particles, and the flag its infinitives' entries carry. */
interface Separable {
  particles: RegExp;
  infinitive: string;
}

function dictionaryVerbs(file: string, separable?: Separable): DictionaryVerbs {
  let lexicon: Lexicon | undefined;
  const verbMakes = sharedCache((lowercase: string): boolean => {
    lexicon ??= load(file);
    return madeByAVerb(lexicon, lowercase) || (separable !== undefined && separableVerb(lexicon, lowercase, separable));
  });
  const verbForm = (lowercase: string): boolean => verbMakes(lowercase) && !lexicon!.both.has(lowercase);
  const adjectiveOnly = (lowercase: string): boolean => (lexicon ??= load(file)).adjectives.has(lowercase);
  const infinitive = (lowercase: string): boolean => Object.hasOwn((lexicon ??= load(file)).verbs, lowercase);
  return { verbMakes, verbForm, holdsVerb: (phrase) => holdsVerbForm(phrase.split(/\s+/), verbForm), adjectiveOnly, infinitive };
}

export const SPANISH_VERBS = dictionaryVerbs('spanish-verbs.json');
export const PORTUGUESE_VERBS = dictionaryVerbs('portuguese-verbs.json');
/** Dutch's separable particles, before at least four letters of the verb (aan|passen, op|geslagen, toe|voegen). */
const DUTCH_PARTICLES = /^(?:aan|af|bij|door|in|mee|na|om|op|over|terug|toe|uit|voor|weg|vast|los|samen|tegen|achter|neer|rond)(?=\p{L}{4})/u;
export const DUTCH_VERBS = dictionaryVerbs('dutch-verbs.json', { particles: DUTCH_PARTICLES, infinitive: 'Vi' });
export const SWEDISH_VERBS = dictionaryVerbs('swedish-verbs.json');
export const DANISH_VERBS = dictionaryVerbs('danish-verbs.json');
export const POLISH_VERBS = dictionaryVerbs('polish-verbs.json');
