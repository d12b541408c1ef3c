// A verb of the present's -s form right after its subject, where the English tagger, trained on
// news, reads a plural noun (The catalog stores information): the commands' reading (commands.ts)
// marks it as its clause's verb.
import { listed, type TaggerToken } from './languages/english-tagger.js';
import { endOf, type PlacedToken } from './languages/tagger-tokens.js';
import { CLAUSE_BREAK, FINITE, JOINS, LOWERCASE_START, opensClause, SUBORDINATE, UPPERCASE_START } from './clause-marks.js';
import { presentOfListedVerb } from './present-verbs.js';

/** What ends a subject from the left: a determiner or a possessive (the catalog, its table); else the sentence's start does. */
const SUBJECT_OPENS = new Set(['DT', 'PRP$']);
/** What a subject's head comes after: nouns and names, adjectives, participles, numbers, a compound's hyphen (the data type uuid, each new row, the following code, a key-shared lock). */
const IN_SUBJECT = /^(?:NNP?S?|JJ|VBG|VBN|CD|HYPH)$/;
/** What a verb's clause may end with right after it, as a noun phrase's does. */
const CLAUSE_ENDS = new Set(['.', ',', ';', '!', '?', ')']);
/** The words that open a clause a verb takes as its object (tests whether, checks if, shows how), never a plural noun's relative clause (rules that). */
const COMPLEMENTS = new Set(['whether', 'if', 'how']);
/** The words that open a subordinate clause whose subject and verb may end it (when the block ends, if the process exits,). */
const CLAUSE_OPENERS = new Set(['when', 'where', 'while', 'if', 'unless', 'because', 'whether']);
/** What opens a verb's object or adjunct: a determiner, a possessive, an adjective, an adverb, a noun, a name, a number. */
const AFTER_VERB = /^(?:DT|PRP\$|JJ|RB|NN|CD)/;

/**
 * Whether a word the tagger reads as a plural noun is the present tense of its clause, right after
 * its subject: the tagger, trained on news, reads *The catalog stores information about access
 * methods* with *stores* a noun (its lexicon lists it as a noun first, and as a verb's form), and a
 * manual's sentence of that shape made *catalog stores information* a key phrase. So: the lexicon
 * lists the form as a verb's too (stores, records, returns); a singular noun or name comes right
 * before it, the head of a subject that a determiner, a possessive or the sentence's start opens
 * (nouns, adjectives and numbers between: *The data type uuid stores*) and that opens its clause
 * (after a preposition it is an object: *a commentary on the POSTGRES rules system*), a participle
 * among them too (*The following code searches all .c files*); an object, an adverb or *whether*,
 * *if*, *how* follows (*tests whether a file exists*), or the clause ends there where *when*,
 * *where*, *if* or the like opens it, a clause that needs its verb (*deleted when the block ends.*,
 * where *Run the unit tests.* ends in a plural noun); and the clause, in a sentence that ends as one
 * does, has no other verb that makes it (in *the data stores are full* the verb is *are*; a clause
 * after a comma or *that*, *which* is another). Inline code may be the subject, or in it (*If the
 * exit status is zero, `not` returns 1.*, *The `fish_clipboard_copy` function …*), and so may
 * options' flags, after which the word the tagger reads as a verb may be a noun, the object (*The
 * -h or --help option displays help about …*).
 * So is one right after *that* or *who*, the subject of their clause (a strategy that combines
 * Gibbs sampling), before its object, in a clause with no other such verb, and one right after
 * *he*, *she* or *it*, whatever follows it (*before it starts working*), in such a clause.
 */
export function presentAfterSubject(tokens: readonly PlacedToken[], i: number): boolean {
  const token = tokens[i];
  const next = tokens[i + 1];
  const lower = token.value.toLowerCase();
  if (i === 0 || !LOWERCASE_START.test(token.value) || !(listed(lower)?.includes('VBZ') || presentOfListedVerb(lower))) return false;
  // After he, she or it, a subject that determines no noun, such a form is the verb whatever follows (before it starts working).
  if (SINGULAR_SUBJECTS.has(tokens[i - 1].normal!)) return clauseWithoutVerb(tokens, i);
  if (next === undefined) return false;
  // Before the clause's end, only as the verb of a clause that when, where or if opens (when the block ends.); see below.
  const endsClause = CLAUSE_ENDS.has(next.value);
  // Inline code right before it is its subject, a command's name (`not` returns 1); code that is the whole subject, opening its
  // clause, may be followed by a preposition as code left out is (`contains` exits with code 0; works by calling), where after a
  // command code is its object's modifier (Use `git` tags for releases).
  const afterCode = tokens[i - 1].value === CODE_QUOTE;
  const codeClause = afterCode && opensClause(tokens, codeStart(tokens, i - 1));
  // After an option's name, the object may be a noun the tagger reads as a verb for want of one (The -h or --help option displays/NNS
  // help/VBP about …): whether it is, the subject tells below.
  const objectReadAsVerb = (next.pos === 'VBP' || next.pos === 'VB') && listed(next.normal!)?.includes('NN') === true;
  if (!AFTER_VERB.test(next.pos!) && !COMPLEMENTS.has(next.normal!) && !endsClause && !(codeClause && next.pos === 'IN') && !objectReadAsVerb) return false;
  // A relative pronoun is the subject of its clause, and never a plural noun's determiner (an algorithm that combines Gibbs sampling).
  if (RELATIVE_SUBJECTS.has(tokens[i - 1].normal!)) return !endsClause && clauseWithoutVerb(tokens, i);
  if (!(afterCode || /^NNP?$/.test(tokens[i - 1].pos!)) || !['.', '!', '?', ':', ';'].includes(tokens[tokens.length - 1].value)) return false;
  // A determiner with a capital after a word in lower case starts another sentence run on: a title before it (A web services
  // architecture for learning No contact information provided yet.) has no verb.
  if (tokens.some((t, j) => j > i && t.pos === 'DT' && UPPERCASE_START.test(t.value) && LOWERCASE_START.test(tokens[j - 1].value))) return false;
  // The subject's words, inline code among them (The `fish_clipboard_copy` function copies text), and options' names, and/or between
  // them (The -h or --help option); code that opens the subject opens it as a determiner does (If so, `contains` exits …).
  let k = i - 1;
  let codeOpens = -1;
  let namesOption = false;
  while (k >= 0) {
    const flag = flagStart(tokens, k);
    if (tokens[k].value === CODE_QUOTE) k = codeOpens = codeStart(tokens, k);
    else if (flag >= 0) {
      k = flag;
      namesOption = true;
    } else if (!(namesOption && JOINS.has(tokens[k].normal!) && k > 0 && flagStart(tokens, k - 1) >= 0) && !IN_SUBJECT.test(tokens[k].pos!)) break;
    k--;
  }
  // A subject that names an option is no plural noun's modifier (option displays), and the tagger's verb after it is its object.
  if (objectReadAsVerb && !namesOption) return false;
  if (k >= 0 && !SUBJECT_OPENS.has(tokens[k].pos!)) {
    if (k + 1 !== codeOpens) return false;
    k = codeOpens;
  }
  // The subject opens its clause: after a preposition the noun is its object (a commentary on the POSTGRES rules system).
  if (k >= 1 && !CLAUSE_BREAK.has(tokens[k - 1].value) && !JOINS.has(tokens[k - 1].normal!) && !SUBORDINATE.has(tokens[k - 1].normal!)) return false;
  // Where the clause ends after it, a subordinate clause is what needs the verb (when the block ends, where the argument ends): a
  // plural noun may end a sentence (Run the unit tests.), and a clause that when, where or if opens it not.
  if (endsClause && !(k >= 1 && CLAUSE_OPENERS.has(tokens[k - 1].normal!))) return false;
  // After a word that opens a clause of its own (how the file manager displays captions), the verbs before it are another clause's.
  if (k < 1 || !SUBORDINATE.has(tokens[k - 1].normal!)) for (let j = k - 1; j >= 0 && !CLAUSE_BREAK.has(tokens[j].value); j--) if (FINITE.has(tokens[j].pos!)) return false;
  return clauseWithoutVerb(tokens, objectReadAsVerb ? i + 1 : i);
}

/** The mark around inline code. */
const CODE_QUOTE = '`';

/** Where the inline code that token `close` closes opens: its opening mark (the sentence's first token where there is none). */
function codeStart(tokens: readonly TaggerToken[], close: number): number {
  let k = close - 1;
  while (k > 0 && tokens[k].value !== CODE_QUOTE) k--;
  return k;
}

/**
 * Where the option's name that ends at token `last` starts (-h, --help: the tokens cut it into its
 * dashes and its word, written together), or -1 where none ends there: a word glued to the dash
 * before it is a hyphen's (long-running).
 */
function flagStart(tokens: readonly PlacedToken[], last: number): number {
  if (last < 1 || tokens[last].tag === 'punctuation' || tokens[last - 1].value !== '-' || tokens[last].start !== endOf(tokens[last - 1])) return -1;
  let first = last - 1;
  while (first > 0 && tokens[first - 1].value === '-' && endOf(tokens[first - 1]) === tokens[first].start) first--;
  return first > 0 && endOf(tokens[first - 1]) === tokens[first].start ? -1 : first;
}

/** Whether the clause goes on from token i to its end (a comma, *that*, *which*) with no verb of a tense. */
function clauseWithoutVerb(tokens: readonly TaggerToken[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && !CLAUSE_BREAK.has(tokens[j].value) && !SUBORDINATE.has(tokens[j].normal!); j++) if (FINITE.has(tokens[j].pos!)) return false;
  return true;
}

/** The pronouns of the third person singular that are a verb's subject and never a noun's determiner. */
const SINGULAR_SUBJECTS = new Set(['he', 'she', 'it']);

/** The relative pronouns that are their clause's subject and never a determiner of a plural noun. */
const RELATIVE_SUBJECTS = new Set(['that', 'who']);
