// The shape of one use of an English phrase, as the tagger reads it in its sentence: whether it is
// a noun phrase there (noun-phrases.ts reads a phrase's first uses and asks this of each).
import { listed, type TaggerToken } from './languages/english-tagger.js';
import { knownVerb, lemmatizeNoun } from './lemma.js';
import type { StatementsText } from './phrase-uses.js';
import { ADJECTIVES, contains, exception, inWordNet, NOUNS, VERB_EXCEPTIONS, VERBS as WORDNET_VERBS } from './lexicon.js';
import { capitalisedTimeWord } from './time-words.js';
import { LOWERCASE_START, UPPERCASE_START } from './clause-marks.js';
import type { PlacedToken as Placed } from './languages/tagger-tokens.js';

/** Penn tags of the verbs that make a clause (feeds, need, fed, must), and of a verb's base form (act in "must act"). */
const VERBS = new Set(['VBZ', 'VBP', 'VBD', 'MD', 'VB']);

/**
 * Whether one use of `phrase` (its tokens `inside`, the words `before` and `after` it, and the two
 * characters that follow it in the text) is a noun phrase: one by its tags (nounPhrase), no verb's
 * -ing form with its object (verbWithObject), no lone adjective before its noun (loneModifier), no
 * predicate of the verb before it (predicateOpens), no command first in its sentence
 * (commandOpens). A use that runs on into a compound the text writes more than the phrase
 * (runsIntoNoun, compoundWrittenMore) is not asked: noun-phrases.ts reads it apart.
 */
export function nounPhraseUse(phrase: string, inside: readonly Placed[], before: TaggerToken | undefined, after: TaggerToken | undefined, following: string): boolean {
  return (
    nounPhrase(phrase, inside, before, after) &&
    !verbWithObject(inside, before, after) &&
    !loneModifier(inside, after, following) &&
    !compoundModifier(phrase, inside, after, following) &&
    !predicateOpens(inside, before, after) &&
    !commandOpens(inside, before)
  );
}

/**
 * Whether the phrase opens its sentence with a word that WordNet knows only as a verb: a title's
 * or a step's command, which the tagger reads as a name by its capital (*Delete files and folders*,
 * *Troubleshoot problems*, *Maximize and unmaximize a window*).
 */
function commandOpens(inside: readonly TaggerToken[], before: TaggerToken | undefined): boolean {
  if (before !== undefined || inside.length < 2 || !UPPERCASE_START.test(inside[0].value)) return false;
  const word = inside[0].value.toLowerCase();
  return contains(WORDNET_VERBS, word) && !contains(NOUNS, word) && !contains(ADJECTIVES, word);
}

/**
 * Whether words run on, a space or a line break between, into a common noun: there they may be the first words of a
 * longer noun phrase, its noun's modifiers (*connected Bluetooth* of *connected Bluetooth devices*,
 * *Git Security mailing* of *Git Security mailing list*); compoundWrittenMore tells. The noun is
 * written in lowercase, or with a capital where the words end inside a run of capitals (endsInsideCapitals).
 */
export function runsIntoNoun(inside: readonly TaggerToken[], after: TaggerToken | undefined, following: string): boolean {
  if (inside.length < 2 || after === undefined || !commonNoun(after.value.toLowerCase())) return false;
  if (endsInsideCapitals(inside, after)) return /^NNP?S?$/.test(after.pos!) && /^\s\p{Lu}/u.test(following);
  // A name, each of its words with a capital, is whole before a noun in lower case (*GNU Arch* of *GNU Arch repositories*).
  if (inside.every((t) => UPPERCASE_START.test(t.value))) return false;
  return (/^NNS?$/.test(after.pos!) || onlyNoun(after)) && LOWERCASE_START.test(after.value) && /^\s\p{Ll}/u.test(following);
}

/** A word the tagger reads as an adjective that WordNet knows only as a noun (the current working directory/JJ): the noun. */
function onlyNoun(token: TaggerToken): boolean {
  const word = token.value.toLowerCase();
  return token.pos === 'JJ' && contains(NOUNS, word) && !contains(ADJECTIVES, word);
}

/** A noun WordNet knows, in the singular or the plural (*models*, whose lemma it lists). */
const commonNoun = (word: string) => contains(NOUNS, word) || contains(NOUNS, lemmatizeNoun(word));

/**
 * Whether the words end inside a run of words written with a capital, as a title writes its words
 * (*Probabilistic Graphical Models*) and a name of several words (*Make sure Automatic Screen Lock
 * is on*): there a capital tells no more than a space, and the words run on into a common noun as
 * they would in lowercase (compoundWrittenMore counts them in any case).
 */
export function endsInsideCapitals(inside: readonly TaggerToken[], after: TaggerToken): boolean {
  return UPPERCASE_START.test(after.value) && UPPERCASE_START.test(inside[inside.length - 1].value);
}

/**
 * Whether words that run on into `noun` modify the compound their last word opens with it (estimated
 * battery of estimated battery life) rather than their own last word (wireless network of wireless
 * network adapter): as Lauer's adjacency model brackets three nouns, the pair the text writes more
 * often is the unit. The compound is counted in its noun's plural and singular (connected
 * Bluetooth devices: Bluetooth devices, Bluetooth device).
 */
export function compoundWrittenMore(text: StatementsText, phrase: string, last: string, noun: string): boolean {
  const singular = lemmatizeNoun(noun);
  const compound = text.usesUpTo(`${last} ${noun}`, COMPOUND_USES) + (singular === noun ? 0 : text.usesUpTo(`${last} ${singular}`, COMPOUND_USES));
  return compound > text.usesUpTo(phrase, COMPOUND_USES);
}

/** How many uses of a phrase and of the compound it runs into are counted, at most, to tell which the text writes more. */
const COMPOUND_USES = 8;

/**
 * Whether the phrase opens with an adjective that completes the verb before it, the phrase's noun
 * the subject of a clause that follows: *Make sure Bluetooth is enabled*, where *sure* is said of
 * the making, not of Bluetooth.
 */
function predicateOpens(inside: readonly TaggerToken[], before: TaggerToken | undefined, after: TaggerToken | undefined): boolean {
  return inside.length >= 2 && before !== undefined && /^VB[PZD]?$/.test(before.pos!) && adjective(inside[0]) && after !== undefined && /^(?:VB[PZD]|MD)$/.test(after.pos!);
}

/**
 * Whether a phrase opens with a verb's -ing form that takes the rest, or what follows it, as its object: after a verb
 * or to (start typing Wacom Tablet, where the tagger reads typing as a noun), or tagged so after a
 * preposition (by pressing Ctrl); after a determiner or at a sentence's start it is a noun's
 * modifier (the typing speed, Rising sea levels), and after a preposition a noun's too where the
 * tagger reads it as a noun (advances in computing technology).
 */
function verbWithObject(inside: readonly TaggerToken[], before: TaggerToken | undefined, after: TaggerToken | undefined): boolean {
  if (inside.length === 0 || before === undefined) return false;
  // A phrase of the -ing form alone: its object follows it (start typing Settings).
  // A determiner or pronoun with a capital starts the next sentence (a title's run on into No contact information).
  const object = inside.length >= 2 || (after !== undefined && /^(?:NN|DT|PRP|JJ|CD)/.test(after.pos!) && !(/^(?:DT|PRP)/.test(after.pos!) && UPPERCASE_START.test(after.value)));
  if (!object) return false;
  const [first] = inside;
  // After a noun, an -ing form that tagged text never uses as a noun opens a clause of its own (a method using kernel features).
  if (first.pos === 'VBG') return /^(?:VB|TO$|IN$)/.test(before.pos!) || (before.pos!.startsWith('NN') && onlyVerb(first.value));
  // The verb the -ing form is made of, as WordNet lists it (typing → type, running → run).
  return first.pos === 'NN' && /^(?:VB|TO$)/.test(before.pos!) && /ing$/i.test(first.value) && knownVerb(first.value.toLowerCase());
}

/**
 * Whether tokens are a noun phrase: no verb that makes a clause, the last a noun or a name. The
 * tagger guesses a word its lexicon lacks by its ending (retrieval/JJ, as -al adjectives are), and
 * reads a noun made of a verb as the verb's form (machine learning/VBG) and a participle before
 * its noun as a past tense (supervised/VBD learning): where WordNet knows the last word as a noun,
 * and not as an adjective, the phrase is a noun phrase all the same; so is one that ends in a
 * gerund with no object after it (data mining, Robust boosting, overlapping clustering, a title's
 * lone *Clustering*), and a participle WordNet knows as an adjective that opens it is one.
 */
function nounPhrase(phrase: string, inside: readonly Placed[], before: TaggerToken | undefined, after: TaggerToken | undefined): boolean {
  if (inside.length === 0) return true;
  const lower = (t: TaggerToken) => t.value.toLowerCase();
  // A past participle that opens the phrase and that WordNet knows as an adjective (supervised learning), or any that a hyphen
  // joins to the word before it (Semi-supervised, double-sided), modifies what follows, where the tagger reads a past tense.
  const joined = (k: number) => k > 0 && phrase[inside[k].start - inside[0].start - 1] === '-';
  const tags = inside.map((t, k) => (k < inside.length - 1 && (t.pos === 'VBD' || t.pos === 'VBN') && (joined(k) || (k === 0 && contains(ADJECTIVES, lower(t)))) ? 'JJ' : t.pos!));
  if (tags.some((tag) => VERBS.has(tag))) return false;
  // A participle that names what follows is the verb of a clause that gives a name (a middleware layer called Ganesh, a ranking
  // algorithm named EigenTag, called Belief Propagation): the name is a phrase of its own; named before a noun in lower case is
  // its adjective (particular named entities).
  if (inside.some((t, k) => k < inside.length - 1 && NAMING.has(lower(t)) && (lower(t) !== 'named' || UPPERCASE_START.test(inside[k + 1].value)))) return false;
  // An -ing form before an adjective and its noun is their verb (Learning nonstationary models, finding novel patents, a study
  // using real data), unless WordNet knows it as an adjective (Rising global temperatures).
  for (let k = 0; k < inside.length - 1; k++) if (tags[k] === 'VBG' && adjective(inside[k + 1]) && !contains(ADJECTIVES, lower(inside[k]))) return false;
  // So is one that tagged text never uses as a noun, first in the phrase (Using Airplane, converting music files), after a
  // noun of it (vertical mining using diffsets) or after a participle but before no noun (estimated using fading): a clause
  // of its own. After an adjective, or a participle before a noun, it names a kind (distributed boosting algorithm).
  // A word the tagger reads as an adjective that WordNet knows only as a noun is the noun (configuration directory/JJ using funcsave).
  const noun = (k: number) => tags[k].startsWith('NN') || onlyNoun(inside[k]);
  const verbAt = (k: number) => k === 0 || noun(k - 1) || (/^VB[DN]$/.test(inside[k - 1].pos!) && !inside[k + 1].pos!.startsWith('NN'));
  for (let k = 0; k < inside.length - 1; k++) if (tags[k] === 'VBG' && verbAt(k) && onlyVerb(inside[k].value)) return false;
  const last = inside[inside.length - 1];
  const word = lower(last);
  // A capital makes the tagger read a name (Deep of a title's Deep Models); a word tagged text only ever uses as an adjective or
  // an adverb is one all the same.
  // A word the tagger's lexicon lacks is tagged a noun by a guess; alone, where WordNet knows it only as an adjective, it is
  // one (my color profile is inaccurate), where after a word of its phrase it may be a noun WordNet lacks (mobile broadband).
  const guessed = inside.length === 1 && (last.pos === 'NN' || (last.pos === 'NNP' && LOWERCASE_START.test(last.value))) && guessedModifier(word);
  // So is an irregular form of a verb's that WordNet knows as no noun (undertaken, in *the task they had undertaken*), and a verb's
  // -s form after a noun, its subject (withholds, in *the Government withholds more*; after an adjective, *previous merges*, a noun).
  const afterNoun = inside.length >= 2 && tags[inside.length - 2].startsWith('NN');
  if ((last.pos === 'NN' && guessedVerbForm(word, false)) || (last.pos === 'NNS' && afterNoun && guessedVerbForm(word, true))) return false;
  const lastTag = (last.pos!.startsWith('NNP') && onlyModifier(word)) || guessed ? 'JJ' : last.pos!;
  if (lastTag.startsWith('NN')) return true;
  if (lastTag === 'JJ') return contains(NOUNS, word) && !contains(ADJECTIVES, word);
  if (last.pos !== 'VBG') return false;
  // A gerund that takes an object is a verb (query abandonment using negative inferences, the year ending June 30, ending 30th
  // June), where data mining is a noun; so is one that tagged text never uses as a noun before a noun or a name (support vector
  // machines using squashing, people using Windows), an adverb (targeting models using actively-selected web content) or a verb,
  // as the tagger reads a function's name in inline code (register the builder using `add_builder()`: add/VB).
  if (after !== undefined && (objectOpens(after) || (/^(?:NN|VB|RB)/.test(after.pos!) && onlyVerb(word)))) return false;
  // A gerund WordNet knows as a noun names its act after a noun, an adjective or another such gerund (data mining, overlapping
  // clustering), and alone but after a verb, a modal, to or an adverb (bagging; not is running, are only running, has been happening).
  // One it knows only as a verb's form does so after an adjective or a capitalised word, as a title writes it (Robust boosting).
  const previous = inside.length >= 2 ? inside[inside.length - 2] : undefined;
  // After a plural noun and before a preposition, one that tagged text uses as a verb first is a participle that describes the noun
  // (users coming from old versions, objects belonging to a role, values appearing in a column), where a compound's first noun is
  // singular (data mining, machine learning) and a piece a hyphen joins is no plural (k-means clustering).
  if (previous !== undefined && (after?.pos === 'IN' || after?.pos === 'TO') && pluralOnly(previous) && !joined(inside.length - 2) && listed(word)?.[0] === 'VBG') return false;
  // After a noun or a participle in lower case, one that tagged text never uses as a noun opens a clause, whatever follows (the
  // builder using `add_builder()`, read with its code left out; a title's Robust boosting names its act); one that is a
  // preposition ends none (handled according to C rules).
  if (previous !== undefined && /^(?:NN|VB)/.test(tags[inside.length - 2]) && LOWERCASE_START.test(previous.value) && onlyVerb(word)) return false;
  if (PREPOSITIONS_IN_ING.has(word)) return false;
  if (contains(NOUNS, word)) {
    if (previous === undefined) return before === undefined || (!/^(?:VB[DPZ]?|MD|TO|RB)$/.test(before.pos!) && before.normal !== 'been');
    return /^(?:NN|JJ)/.test(tags[inside.length - 2]) || (previous.pos === 'VBG' && contains(NOUNS, lower(previous)));
  }
  return previous !== undefined && knownVerb(word) && (tags[inside.length - 2] === 'JJ' || UPPERCASE_START.test(previous.value));
}

/**
 * Whether a lone word that WordNet knows as an adjective runs on, a space between, into a noun:
 * it is that noun's modifier there (*novel patents*, *Effective label acquisition*), however the
 * tagger reads it, and no key phrase alone.
 */
function loneModifier(inside: readonly TaggerToken[], after: TaggerToken | undefined, following: string): boolean {
  return inside.length === 1 && after !== undefined && after.pos!.startsWith('NN') && adjective(inside[0]) && RUNS_ON.test(following);
}

/** What follows words that run on into the next: a space, then a letter or a digit. */
const RUNS_ON = /^ [\p{L}\p{N}]/u;

/**
 * Whether a word of two that a hyphen joins, an adjective (as the tagger reads it) and a noun,
 * runs on, a space between, into a noun or an adjective: a compound adjective there (*a
 * single-precision complex number*, *high-quality code*), however the tagger reads its noun, and
 * no key phrase alone.
 */
function compoundModifier(phrase: string, inside: readonly TaggerToken[], after: TaggerToken | undefined, following: string): boolean {
  if (inside.length !== 2 || !/^[\p{L}\p{N}]+-[\p{L}\p{N}]+$/u.test(phrase) || after === undefined) return false;
  // What follows is a noun WordNet knows, where the tagger reads a verb (and high-quality code/VB).
  if (!/^(?:NN|JJ)/.test(after.pos!) && !(LOWERCASE_START.test(after.value) && contains(NOUNS, after.value))) return false;
  // The first part as the tagger reads it in its sentence: many a noun is an adjective too by WordNet (content of content-type header).
  return inside[0].pos === 'JJ' && RUNS_ON.test(following);
}

/** An adjective, as the tagger reads it or as WordNet lists it (novel, which the tagger reads as a noun). */
const adjective = (token: TaggerToken) => token.pos === 'JJ' || contains(ADJECTIVES, token.value.toLowerCase());

/**
 * Whether the tagger's lexicon lists the -ing form, and never as a noun: the tagged corpus it was
 * made from uses *using*, *including*, *combining* only as verbs (WordNet lists *using* as a noun,
 * the act), where *mining* and *learning* are nouns too. A word it does not list tells nothing.
 */
function onlyVerb(word: string): boolean {
  const tags = listed(word.toLowerCase());
  return tags !== undefined && !tags.some(isNoun);
}

/** A plural noun that the tagger's lexicon lists as no singular one (users, objects; not data), though a capital made it a name (Values appearing in). */
function pluralOnly(token: TaggerToken): boolean {
  const tags = token.pos === 'NNS' || token.pos === 'NNP' ? listed(token.value.toLowerCase()) : undefined;
  return tags !== undefined && tags.includes('NNS') && !tags.some((tag) => tag === 'NN' || tag === 'NNP');
}

/** Whether the tagger's lexicon lists the word, first as an adjective, and never as a noun (deep, robust, mobile; not key or public). */
function onlyModifier(word: string): boolean {
  const tags = listed(word);
  return tags !== undefined && tags[0].startsWith('JJ') && !tags.some(isNoun);
}

/** Whether the tagger's lexicon lacks a word (its tag a guess) that WordNet knows as an adjective and as no noun or verb, or that WordNet lacks too and ends as an adjective made of a verb does. */
function guessedModifier(word: string): boolean {
  if (listed(word) !== undefined) return false;
  if (contains(ADJECTIVES, word)) return !contains(NOUNS, word) && !contains(WORDNET_VERBS, word);
  // One WordNet lacks too, made with an adjective's ending from a verb (refreshable, configurable, implementable), is one.
  return ADJECTIVE_ENDING.test(word) && !inWordNet(word);
}

/** The endings that make an adjective of a verb (refresh, refreshable): a word WordNet lacks that ends so is no noun. */
const ADJECTIVE_ENDING = /.{3}[ai]ble$/;

/**
 * Whether the tagger's lexicon lacks a word (its tag a guess) that WordNet knows as a verb's form and as no noun: an irregular
 * form it lists (undertaken, of undertake), or with `present` an -s form of a verb (withholds).
 */
function guessedVerbForm(word: string, present: boolean): boolean {
  if (listed(word) !== undefined || contains(NOUNS, word) || contains(NOUNS, lemmatizeNoun(word))) return false;
  if (!present) return exception(VERB_EXCEPTIONS, word) !== undefined;
  return word.endsWith('s') && (contains(WORDNET_VERBS, word.slice(0, -1)) || (word.endsWith('es') && contains(WORDNET_VERBS, word.slice(0, -2))));
}

const isNoun = (tag: string) => tag.startsWith('NN');

/**
 * Whether a word opens a verb's object: a determiner, a pronoun, an adjective or a number (OBJECT_OPENS) not written with a
 * capital (which starts the next sentence), or a date (30th, June).
 */
function objectOpens(after: TaggerToken): boolean {
  if (UPPERCASE_START.test(after.value)) return capitalisedTimeWord('en', after.value);
  return OBJECT_OPENS.test(after.pos!) || /^\d/.test(after.value);
}

/** The -ing forms that are prepositions, alone or before *to* (according to, owing to, regarding, concerning). */
const PREPOSITIONS_IN_ING = new Set(['according', 'owing', 'regarding', 'concerning', 'pertaining', 'notwithstanding']);

/** The participles that give a name (a method called X, an algorithm named Y). */
const NAMING = new Set(['called', 'named', 'termed', 'dubbed', 'entitled']);

/** The tags that open a verb's object: a determiner, a possessive or personal pronoun, an adjective, a number. */
const OBJECT_OPENS = /^(?:DT|PRP\$?|JJ|CD)$/;
