// A verb of the present's -s form that the tagger, trained on news, reads as a plural noun (prints,
// displays, escapes), told by where it stands: a key phrase's use there is no noun phrase (noun-phrases.ts).
import { candidateTags, listed, type TaggerToken } from './languages/english-tagger.js';

/**
 * Whether a word is a verb of the present's -s form: read so, or read as a plural noun the lexicon
 * also lists as such a verb (prints, displays, escapes), which the tagger, trained on news, takes
 * for the noun where it opens a sentence or follows a noun.
 */
function presentSForm(word: TaggerToken): boolean {
  return word.pos === 'VBZ' || (word.pos === 'NNS' && (candidateTags(word.value).includes('VBZ') || presentOfListedVerb(word.value.toLowerCase())));
}

/**
 * Whether a word in lower case in -ies is a verb's -s form by the verb in -y the lexicon lists
 * (copies, of copy), for the forms whose -s form the lexicon lacks: it lists most (studies,
 * supplies, replies), and a noun alone stays one (bodies, of body). Callers ask the lexicon first.
 */
export function presentOfListedVerb(lower: string): boolean {
  return lower.endsWith('ies') && listed(`${lower.slice(0, -3)}y`)?.includes('VB') === true;
}

/**
 * Whether a use of a phrase (its tokens `inside`, the words `before` and `after` it, the two
 * characters that follow it) is a verb of the present's -s form before its object, whatever the
 * tagger read: the phrase's one word, opening its sentence (presentOpening), or its last, after its
 * subject (verbAfterSubject); only a space stands between it and its object.
 */
export function presentVerbUse(inside: readonly TaggerToken[], before: TaggerToken | undefined, after: TaggerToken | undefined, following: string): boolean {
  if (!OBJECT_NEXT.test(following)) return false;
  return (before === undefined && inside.length === 1 && presentOpening(inside[0], after)) || verbAfterSubject(inside, after);
}

/**
 * Whether a phrase ends in a verb of the present's -s form (presentSForm) after its subject, a
 * singular noun or name, before its object (*--style=regex escapes an input string*, *the following
 * code reports an error*): a compound of a noun and a plural noun is not followed by an article.
 */
function verbAfterSubject(inside: readonly TaggerToken[], next: TaggerToken | undefined): boolean {
  if (inside.length < 2 || next === undefined || !opensObject(next)) return false;
  const subject = inside[inside.length - 2];
  return (subject.pos === 'NN' || subject.pos === 'NNP') && presentSForm(inside[inside.length - 1]);
}

/**
 * Whether a word that opens its sentence is a verb of the present's -s form (presentSForm) before
 * its object (`next`, the word after it). A description writes its verb with no subject (*Prints
 * the name of …*, *Returns a list*), and a sentence of the prose opens in lower case where its
 * subject was code, which the prose leaves out (*`command -s ls` prints the path*, *`sleep 10 &`
 * spawns five jobs*). A plural noun that opens a sentence is written with a capital and is
 * followed by an article only where a clause of its own starts there (*Changes the user makes
 * are kept*), which is rare.
 */
function presentOpening(word: TaggerToken, next: TaggerToken | undefined): boolean {
  if (next === undefined || !presentSForm(word)) return false;
  return LOWERCASE_START.test(word.value) ? opensObjectAfterCode(next) : opensObject(next);
}

/** In lower case: one written with a capital opens another sentence (a title run into it: *association rules An abstract is …*). */
const ARTICLES = new Set(['the', 'a', 'an']);
/**
 * What a verb's object opens with, that a plural noun is not followed by: an article or a
 * possessive (the, a, its, their). Not *that*, *these* or *which*, which open a relative clause
 * after a noun (*association rules that satisfy …*).
 */
const opensObject = (next: TaggerToken) => next.pos === 'PRP$' || ARTICLES.has(next.value);
/**
 * What may follow a verb that opens its sentence in lower case, besides: *each*, *every*, a number,
 * a name, a preposition (returns 1, displays STRING, escapes each STRING, works by calling).
 */
const opensObjectAfterCode = (next: TaggerToken) => opensObject(next) || next.pos === 'CD' || next.pos === 'NNP' || next.pos === 'IN' || next.value === 'each' || next.value === 'every';
/** What follows a verb before its object: a space, then the object's first letter or digit (no punctuation between: *similarity measures: a study*). */
const OBJECT_NEXT = /^\s[\p{L}\p{N}]/u;
const LOWERCASE_START = /^\p{Ll}/u;

