// A sentence's commands and verbs read where the English tagger, trained on news, reads them as
// nouns or names: a manual's steps (Press the Super key; To switch, press Alt+Tab), a verb after
// its modal or subject (you can click), a verb and its particle (the computer switch off). The key
// phrases' check (noun-phrases.ts) and which words are concepts (verb-uses.ts) read the same marks.
import { listed, type TaggerToken } from './languages/english-tagger.js';
import { contains, VERBS as WORDNET_VERBS } from './lexicon.js';
import { afterCommandName } from './name-lines.js';

/** Where a clause starts: the sentence's first token, or the one after these. */
const CLAUSE_BREAK = new Set([',', ';', ':', '(', '-', '*', '•', '–', '—']);
/** The words that join a second command to a first. */
const JOINS = new Set(['and', 'or']);
/** What follows a verb of command and not a noun: its object's determiner or pronoun (Press the key, Change your password, Restart it). */
const OBJECT_START = new Set(['DT', 'PRP$', 'PRP']);
/** Quotes around what a command names (press `Tab`, click "Save"): read past them to the word. */
const QUOTES = new Set(['`', '"', "'", '“', '‘', '«']);
const LOWERCASE_START = /^\p{Ll}/u;
/** A name, as a command names a button or a key (press Add, click Save), whatever the tagger makes of it. */
const UPPERCASE_START = /^\p{Lu}/u;

/**
 * Commands read as verbs: the tagger, trained on news, reads the verb that starts a clause of a
 * manual's instructions (Press the Super key; To switch, press Alt+Tab; Click the icon) as a
 * noun or a name (by its capital), and a verb its lexicon lists only as a noun (click) as a noun
 * even after a modal (you can click). A word WordNet knows as a verb, tagged a noun, is the verb:
 * - after a modal or a subject pronoun (an adverb between: can also click, you click), or after
 *   *no longer* (users that no longer use it);
 * - before a particle that governs nothing, where its clause has no verb before it (the computer
 *   switch off, does my computer turn off: phrasalVerb);
 * - at a clause's start, before its object's determiner or pronoun (Press the key);
 * - written in lower case at a clause's start (after a comma), before a name, something quoted,
 *   a preposition or an adverb (press `Tab`, click on a window, click once); after and/or (and
 *   then), before a name or something quoted (and then press Add);
 * - first in a sentence that ends in a full stop and has no other verb that makes a clause,
 *   before a preposition (Click on Accessibility to open the panel.);
 * - first, in lower case, in what a manual page's NAME line says its command does (dirh - print
 *   directory history: afterCommandName).
 * A capitalised word before a preposition stays a noun (Support for printers); one before a name
 * at a sentence's start is as often a name of two words (Network Manager) as a command (Click
 * Settings): such a use tells neither way, and the phrase is judged by its other uses; so does one
 * in lower case last in a statement no mark ends, after a comma, *and* or *or* (*To connect the
 * user to a network domain, click*), a line cut before its object.
 * A command, and a verb after its modal or subject, is marked as the verb of its clause
 * (`clauseVerb`): which words are concepts reads it too (verbUseCheck: a manual's click, open,
 * press are its steps' verbs, not its subjects).
 */
export function imperatives(tokens: readonly Placed[]): Read[] {
  const read = tokens.map((token, i): Read => {
    if (token.pos === 'NNS' && token.tag === 'word') return presentAfterSubject(tokens, i) ? { ...token, pos: 'VBZ', clauseVerb: true } : token;
    if (token.tag !== 'word' || !contains(WORDNET_VERBS, token.value.toLowerCase())) return token;
    // The tagger's own base form that opens a clause is a command (Select the file; Turn on bounce keys), and one after a modal
    // or a subject the verb of its clause (you should turn on): each makes a clause as a tense does.
    if (token.pos === 'VB') return opensClause(tokens, i) || afterSubject(tokens, i) ? { ...token, clauseVerb: true } : token;
    // The tagger reads some as adjectives too (open/JJ it with, open/JJ Files).
    if (token.pos !== 'NN' && token.pos !== 'NNP' && token.pos !== 'JJ') return token;
    const command = afterSubject(tokens, i) || phrasalVerb(tokens, i) ? 'yes' : commandAt(tokens, i);
    return command === 'yes' ? { ...token, pos: 'VB', clauseVerb: true } : command === 'maybe' ? { ...token, maybeCommand: true } : token;
  });
  // A verb written with a hyphen (Right-click, you can double-click) is one verb: its first part, where the clause's verb
  // stands (opening it, or after a modal or subject), is of the verb too.
  for (let i = 2; i < read.length; i++) {
    const [first, hyphen, last] = [tokens[i - 2], tokens[i - 1], tokens[i]];
    const joined = hyphen.value === '-' && hyphen.start === first.start + first.value.length && last.start === hyphen.start + 1;
    if (read[i].clauseVerb && joined && first.tag === 'word' && (opensClause(tokens, i - 2) || afterSubject(tokens, i - 2))) read[i - 2] = { ...read[i - 2], pos: 'VB', clauseVerb: true };
  }
  // The second of two verbs that and/or join shares the first's clause (you can click or drag, press and hold), where the tagger read it as a noun.
  for (let i = 2; i < read.length; i++) {
    const token = read[i];
    if (token.clauseVerb || token.tag !== 'word' || !/^NNS?$/.test(token.pos!) || !LOWERCASE_START.test(token.value) || !JOINS.has(tokens[i - 1].normal!)) continue;
    if (read[i - 2].clauseVerb && read[i - 2].pos === 'VB' && contains(WORDNET_VERBS, token.value.toLowerCase())) read[i] = { ...token, pos: 'VB', clauseVerb: true };
  }
  return read;
}

/**
 * A token as the commands are read (commandsRead): one that may be a command or a name is marked
 * so; a command, or a verb after its modal or subject pronoun, is a verb that makes its clause
 * (`clauseVerb`), as a tense does.
 */
export type Read = Placed & { maybeCommand?: boolean; clauseVerb?: boolean };
/** A token with where it starts in its sentence (taggerTokens). */
export type Placed = TaggerToken & { start: number };

function afterSubject(tokens: readonly TaggerToken[], i: number): boolean {
  // After *no longer* a word the tagger reads as a noun is a verb (users that no longer use the computer); an adjective stays one (no longer present).
  if (i >= 2 && tokens[i - 1].normal === 'longer' && tokens[i - 2].normal === 'no') return tokens[i].pos!.startsWith('NN');
  let j = i - 1;
  if (j >= 0 && tokens[j].pos === 'RB') j--;
  return j >= 0 && (tokens[j].pos === 'MD' || SUBJECTS.has(tokens[j].normal!));
}

/** The particles that make a verb of two words (switch off, turn on, log back in). */
const PARTICLES = new Set(['off', 'on', 'back', 'up', 'down', 'out', 'in', 'away', 'over']);
/** What opens the noun phrase a preposition governs (on the side, off the table, in 2 steps): there the word before may be a noun. */
const GOVERNED = /^(?:DT|PRP\$|NN|JJ|CD)/;
/** What a noun phrase's head follows: a determiner, a possessive, an adjective, a number, a preposition or a possessive ending. */
const HEAD_AFTER = /^(?:DT|PRP\$|JJ|CD|IN|POS)/;

/**
 * Whether a word the tagger reads as a noun is the verb of a verb and its particle (the computer
 * switch off to save power, why does my computer turn off when, manually log back in): after no
 * determiner, adjective or preposition and no verb of its clause, before a particle that governs
 * nothing (the switch on the side is a noun and its place).
 */
function phrasalVerb(tokens: readonly TaggerToken[], i: number): boolean {
  const particle = tokens[i + 1];
  if (particle === undefined || !PARTICLES.has(particle.normal!) || (i > 0 && HEAD_AFTER.test(tokens[i - 1].pos!))) return false;
  const next = tokens[i + 2];
  if (next !== undefined && GOVERNED.test(next.pos!)) return false;
  // Where the clause has a verb before it, the word is that verb's object (Hold the power button down); *do* asks for one (does my computer turn off).
  for (let k = i - 1; k >= 0 && !CLAUSE_BREAK.has(tokens[k].value); k--) if (/^(?:VB|MD)/.test(tokens[k].pos!) && !AUXILIARY_DO.has(tokens[k].normal!)) return false;
  return true;
}

/** *do* before its subject and verb (does my computer turn off). */
const AUXILIARY_DO = new Set(['do', 'does', 'did']);

/** Whether the token after and/or is a command: in lower case, a verb by WordNet, read as one or before its object or a name (and select Copy, and drag the file). */
function secondCommand(tokens: readonly TaggerToken[], k: number): boolean {
  if (k >= tokens.length || !LOWERCASE_START.test(tokens[k].value) || !contains(WORDNET_VERBS, tokens[k].value)) return false;
  const after = tokens[k + 1];
  return tokens[k].pos === 'VB' || (after !== undefined && (OBJECT_START.has(after.pos!) || UPPERCASE_START.test(after.value)));
}

/** The token before a token, read past a then or an either ("and then press", "and either press the button"): -1 for none. */
function tokenBefore(tokens: readonly TaggerToken[], i: number): number {
  return i > 0 && PASSED.has(tokens[i - 1].normal!) ? i - 2 : i - 1;
}

/** The words read past before a command: and then press, either press … or press. */
const PASSED = new Set(['then', 'either']);

/** Whether a token opens a clause: first in its sentence, after a mark that starts one, or after and/or (then), an adverb between (Quickly turn). */
function opensClause(tokens: readonly TaggerToken[], i: number): boolean {
  let before = tokenBefore(tokens, i);
  if (before >= 0 && tokens[before].pos === 'RB' && tokens[i].pos === 'VB') before--;
  return before < 0 || JOINS.has(tokens[before].normal!) || CLAUSE_BREAK.has(tokens[before].value);
}

function commandAt(tokens: readonly Placed[], i: number): 'yes' | 'maybe' | 'no' {
  if (!opensClause(tokens, i)) return 'no';
  const before = tokenBefore(tokens, i);
  const joined = before >= 0 && JOINS.has(tokens[before].normal!);
  let j = i + 1;
  const quoted = j < tokens.length && QUOTES.has(tokens[j].value);
  if (quoted) j++;
  // Last in a statement that no mark ends, after a comma or and/or (…to a network domain, click / or press), a word in lower
  // case is a line cut before its object: a command as well as a noun, it tells neither way. After a dash it is an option's name (--force).
  if (j >= tokens.length) return !quoted && before >= 0 && (joined || tokens[before].value === ',') && LOWERCASE_START.test(tokens[i].value) ? 'maybe' : 'no';
  if (!quoted && OBJECT_START.has(tokens[j].pos!)) return 'yes';
  // The first of two commands joined by and/or, the second read as a verb (Right-click and select Copy, Click and drag the file).
  if (!quoted && !joined && JOINS.has(tokens[j].normal!) && secondCommand(tokens, j + 1)) return 'yes';
  const named = quoted || UPPERCASE_START.test(tokens[j].value);
  // What a manual page's NAME line says its command does, after the name and a dash, opens with its verb (dirh - print directory
  // history), in lower case; a description that is a name (dpkg - package manager) is read so too, and judged by its other uses.
  if (LOWERCASE_START.test(tokens[i].value) && !named && afterCommandName(tokens, before)) return 'yes';
  // After and/or, the second of two commands (and press `Tab`, and then press Add), but not a noun of a list before a preposition (mouse and keyboard in).
  // So is one before an adverb (, click once with your mouse).
  if (LOWERCASE_START.test(tokens[i].value)) return named || (!joined && (tokens[j].pos === 'IN' || tokens[j].pos === 'RB')) ? 'yes' : 'no';
  // A sentence, full stop and all, with no other verb that makes a clause, whose first word comes
  // before a preposition or a name: that word is its verb (Click on Accessibility to open the
  // panel.; Click Accessibility to open the panel.), where a heading has no full stop (Support
  // for printers, Hover Click) and a title before a fragment no preposition (Model compression No
  // contact information provided yet.), nor a term a colon defines (Power Saver: Reduced performance.).
  if (i === 0 && (tokens[j].pos === 'IN' || (named && !tokens.some((t) => t.value === ':'))) && sentenceWithoutVerb(tokens)) return 'yes';
  return named ? 'maybe' : 'no';
}

/** The verbs that make a clause: a present or past tense, a modal. */
export const FINITE = new Set(['VBZ', 'VBP', 'VBD', 'MD']);

function sentenceWithoutVerb(tokens: readonly TaggerToken[]): boolean {
  const last = tokens[tokens.length - 1].value;
  return (last === '.' || last === '!') && !tokens.some((t, k) => k > 0 && FINITE.has(t.pos!) && !inPrepositionalPhrase(tokens, k));
}

/** The prepositions that never open a clause (where *after*, *before* or *since* may: after the storm passes). */
const ONLY_PREPOSITIONS = new Set(['from', 'of', 'with', 'into', 'onto', 'on', 'at', 'in', 'to']);

/**
 * Whether a token the tagger read as a verb of a tense is the head of a preposition's object, a
 * name and a determiner before it: *overview* of *Open Disks from the Activities overview.*, which
 * the tagger, trained on news, reads as a verb after the name *Activities*. No verb of a tense
 * follows a preposition, its article and one noun.
 */
function inPrepositionalPhrase(tokens: readonly TaggerToken[], k: number): boolean {
  return k >= 3 && /^NNP?S?$/.test(tokens[k - 1].pos!) && tokens[k - 2].pos === 'DT' && ONLY_PREPOSITIONS.has(tokens[k - 3].normal!);
}

/** What ends a subject from the left: a determiner or a possessive (the catalog, its table); else the sentence's start does. */
const SUBJECT_OPENS = new Set(['DT', 'PRP$']);
/** What a subject's head comes after: nouns and names, adjectives, participles, numbers (the data type uuid, each new row, the following code). */
const IN_SUBJECT = /^(?:NNP?S?|JJ|VBG|CD)$/;
/** What a verb's clause may end with right after it, as a noun phrase's does. */
const CLAUSE_ENDS = new Set(['.', ',', ';', '!', '?', ')']);
/** The words that open a clause a verb takes as its object (tests whether, checks if, shows how), never a plural noun's relative clause (rules that). */
const COMPLEMENTS = new Set(['whether', 'if', 'how']);
/** The words that open a subordinate clause whose subject and verb may end it (when the block ends, if the process exits,). */
const CLAUSE_OPENERS = new Set(['when', 'where', 'while', 'if', 'unless', 'because', 'whether']);
/** What opens a verb's object or adjunct: a determiner, a possessive, an adjective, an adverb, a noun, a name, a number. */
const AFTER_VERB = /^(?:DT|PRP\$|JJ|RB|NN|CD)/;
/** The words that open a clause of their own, whose verb is not the main one (that is used, which holds). */
const SUBORDINATE = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'while', 'because', 'if', 'unless', 'as', 'how', 'why', 'whether']);

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
 * exit status is zero, `not` returns 1.*, *The `fish_clipboard_copy` function …*).
 * So is one right after *that* or *who*, the subject of their clause (a strategy that combines
 * Gibbs sampling), before its object, in a clause with no other such verb, and one right after
 * *he*, *she* or *it*, whatever follows it (*before it starts working*), in such a clause.
 */
function presentAfterSubject(tokens: readonly TaggerToken[], i: number): boolean {
  const token = tokens[i];
  const next = tokens[i + 1];
  if (i === 0 || !LOWERCASE_START.test(token.value) || !listed(token.value.toLowerCase())?.includes('VBZ')) return false;
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
  if (!AFTER_VERB.test(next.pos!) && !COMPLEMENTS.has(next.normal!) && !endsClause && !(codeClause && next.pos === 'IN')) return false;
  // A relative pronoun is the subject of its clause, and never a plural noun's determiner (an algorithm that combines Gibbs sampling).
  if (RELATIVE_SUBJECTS.has(tokens[i - 1].normal!)) return !endsClause && clauseWithoutVerb(tokens, i);
  if (!(afterCode || /^NNP?$/.test(tokens[i - 1].pos!)) || !['.', '!', '?', ':', ';'].includes(tokens[tokens.length - 1].value)) return false;
  // A determiner with a capital after a word in lower case starts another sentence run on: a title before it (A web services
  // architecture for learning No contact information provided yet.) has no verb.
  if (tokens.some((t, j) => j > i && t.pos === 'DT' && UPPERCASE_START.test(t.value) && LOWERCASE_START.test(tokens[j - 1].value))) return false;
  // The subject's words, inline code among them (The `fish_clipboard_copy` function copies text); code that opens the subject opens
  // it as a determiner does (If so, `contains` exits …).
  let k = i - 1;
  let codeOpens = -1;
  while (k >= 0) {
    if (tokens[k].value === CODE_QUOTE) k = codeOpens = codeStart(tokens, k);
    else if (!IN_SUBJECT.test(tokens[k].pos!)) break;
    k--;
  }
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
  return clauseWithoutVerb(tokens, i);
}

/** The mark around inline code. */
const CODE_QUOTE = '`';

/** Where the inline code that token `close` closes opens: its opening mark (the sentence's first token where there is none). */
function codeStart(tokens: readonly TaggerToken[], close: number): number {
  let k = close - 1;
  while (k > 0 && tokens[k].value !== CODE_QUOTE) k--;
  return k;
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

/** The pronouns that are a verb's subject, never a noun's determiner. */
const SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she']);
