// Swedish and Danish key phrases by their spelling dictionaries (hunspell-verbs.ts): no phrase holds
// a form only a verb has (*aktivera*, *används*; *klikke*, *trykker*), ends in a word only their
// adjectives spell (*snabbt*, *korrekt*; *hurtigt*), but a capitalised one after the first, a
// label's name (*fliken Allmänt*), or opens with a command that a noun spells too (*Öppna
// översiktsvyn Aktiviteter*, *Brug piletasterne*).
import type { Statement } from '../types.js';
import { DANISH_VERBS, SWEDISH_VERBS, type DictionaryVerbs } from './hunspell-verbs.js';
import { wordSet } from './languages/language.js';
import { statementsText, wordAfter, wordBefore } from './phrase-uses.js';

/** How many of a phrase's first uses tell whether it opens with a command. */
const USES_READ = 3;

const LOWERCASE_WORD = /^\p{Ll}/u;

/** The check of a Swedish or Danish text's key phrases: whether a phrase is a noun phrase by the dictionary. */
export function scandinavianNounPhraseCheck(statements: readonly Statement[], language: 'sv' | 'da'): (phrase: string) => boolean {
  const verbs = language === 'sv' ? SWEDISH_VERBS : DANISH_VERBS;
  return (phrase) => !verbs.holdsVerb(phrase) && !endsInAdjective(phrase, verbs) && !opensWithCommand(statements, phrase, language, verbs);
}

/**
 * Whether a Swedish or Danish phrase opens with a command: its first word written with a capital
 * (both write their nouns in lower case) and a verb's command, whether or not a noun spells it too
 * (*Öppna*, *Tryck*, *Brug*, *Opret*), where most of its first uses (USES_READ) open a clause, a step
 * or a title, and go on with the command's object (*Öppna översiktsvyn Aktiviteter*, *Brug
 * piletasterne*, *Opret forbindelse*; not a heading *Hjälp* alone).
 */
function opensWithCommand(statements: readonly Statement[], phrase: string, language: 'sv' | 'da', verbs: DictionaryVerbs): boolean {
  const space = phrase.indexOf(' ');
  const first = space < 0 ? phrase : phrase.slice(0, space);
  if (LOWERCASE_WORD.test(first) || !commandForm(first.toLowerCase(), language, verbs)) return false;
  const [read, opening] = statementsText(statements).usesWhere(phrase, USES_READ, (k, at) => {
    const content = statements[k].content;
    if (wordBefore(content, at) !== undefined) return false;
    // Its object, not a subject's verb or a noun's conjunction (*Ljud spelas inte upp*, *Ljud kan*, *Ljud och media*: a noun that opens a sentence or a title).
    const next = wordAfter(content, at + first.length)?.toLowerCase();
    return next !== undefined && !NO_OBJECT[language].has(next) && !verbs.verbForm(next);
  });
  return read > 0 && 2 * opening > read;
}

/** What follows a noun that opens a sentence or a title, where a command's object would stand: the auxiliaries and modals after a subject, and the conjunctions. */
const NO_OBJECT = {
  sv: wordSet('är var har hade kan ska skall måste kommer blir blev bör vill och eller samt'),
  da: wordSet('er var har havde kan skal må vil bliver blev bør og eller samt'),
};

/**
 * Whether a word is a verb's command by the dictionary's infinitives: in Swedish the first
 * conjugation's infinitive (*öppna*), the second's less its -a (*tryck*, *välj*); in Danish the
 * infinitive less its -e (*opret*, *brug*), a doubled consonant less one (*klik*), *-ér* of an
 * infinitive in -ere (*aktivér*).
 */
function commandForm(lowercase: string, language: 'sv' | 'da', verbs: DictionaryVerbs): boolean {
  if (language === 'sv') return (lowercase.endsWith('a') && verbs.infinitive(lowercase)) || verbs.infinitive(`${lowercase}a`);
  return (
    verbs.infinitive(`${lowercase}e`) ||
    verbs.infinitive(`${lowercase}${lowercase.at(-1)}e`) ||
    (lowercase.endsWith('ér') && verbs.infinitive(`${lowercase.slice(0, -2)}ere`))
  );
}

/** Whether a phrase ends in a word only the dictionary's adjectives spell, the phrase's only word or one in lower case. */
function endsInAdjective(phrase: string, verbs: DictionaryVerbs): boolean {
  const last = phrase.slice(phrase.lastIndexOf(' ') + 1);
  return (last.length === phrase.length || LOWERCASE_WORD.test(last)) && verbs.adjectiveOnly(last.toLowerCase());
}
