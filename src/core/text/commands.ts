// A sentence's commands and verbs read where the English tagger, trained on news, reads them as
// nouns or names: a manual's steps (Press the Super key; To switch, press Alt+Tab), a verb after
// its modal or subject (you can click), a verb and its particle (the computer switch off). The key
// phrases' check (noun-phrases.ts) and which words are concepts (verb-uses.ts) read the same marks.
import type { TaggerToken } from './languages/english-tagger.js';
import { endOf, type PlacedToken } from './languages/tagger-tokens.js';
import { contains, NOUNS, VERBS as WORDNET_VERBS } from './lexicon.js';
import { afterCommandName } from './name-lines.js';
import { CLAUSE_BREAK, FINITE, JOINS, LOWERCASE_START, opensClause, tokenBefore, UPPERCASE_START } from './clause-marks.js';
import { presentAfterSubject } from './present-subjects.js';

/** What follows a verb of command and not a noun: its object's determiner or pronoun (Press the key, Change your password, Restart it). */
const OBJECT_START = new Set(['DT', 'PRP$', 'PRP']);
/** Quotes around what a command names (press `Tab`, click "Save"): read past them to the word. */
const QUOTES = new Set(['`', '"', "'", '“', '‘', '«']);

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
export function imperatives(tagged: readonly Placed[]): Read[] {
  const tokens = nounsAfterVerbs(tagged);
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
    const joined = hyphen.value === '-' && hyphen.start === endOf(first) && last.start === hyphen.start + 1;
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
 * A base form right after another verb, before a noun, is its object's first noun where it is a
 * noun too (create pull/VB requests, using file/VB descriptor, a shared lock/VB): English puts a
 * bare verb after a verb only after a few (help find bugs, let go, do use).
 */
function nounsAfterVerbs(tokens: readonly Placed[]): readonly Placed[] {
  let out: Placed[] | undefined;
  for (let i = 1; i + 1 < tokens.length; i++) {
    const [verb, token, next] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    if (token.pos !== 'VB' || !verb.pos!.startsWith('VB') || BARE_INFINITIVE_AFTER.has(verb.normal!) || !/^NNS?$/.test(next.pos!)) continue;
    if (LOWERCASE_START.test(token.value) && contains(NOUNS, token.value.toLowerCase())) (out ??= [...tokens])[i] = { ...token, pos: 'NN' };
  }
  return out ?? tokens;
}

/** The verbs a bare infinitive follows (help find, let go, make do, do use, see run), in their forms. */
const BARE_INFINITIVE_AFTER = new Set(
  'help helps helped helping let lets letting make makes made making go goes went going come comes came coming dare dares dared do does did see sees saw hear hears heard watch watches watched feel feels felt please bid'.split(' '),
);

/**
 * A token as the commands are read (commandsRead): one that may be a command or a name is marked
 * so; a command, or a verb after its modal or subject pronoun, is a verb that makes its clause
 * (`clauseVerb`), as a tense does.
 */
export type Read = Placed & { maybeCommand?: boolean; clauseVerb?: boolean };
/** A token with where it starts in its sentence (taggerTokens). */
export type Placed = PlacedToken;

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

function commandAt(tokens: readonly Placed[], i: number): 'yes' | 'maybe' | 'no' {
  if (!opensClause(tokens, i)) return adverbThenQuoted(tokens, i) ? 'yes' : 'no';
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

/**
 * Whether a word in lower case comes after an adverb that opens its clause and before something
 * quoted, its object: a command however the tagger reads it (*for `72px=1in`, simply use `'1bp'`*).
 */
function adverbThenQuoted(tokens: readonly Placed[], i: number): boolean {
  const before = tokenBefore(tokens, i);
  return before >= 0 && tokens[before].pos === 'RB' && opensClause(tokens, before) && LOWERCASE_START.test(tokens[i].value) && QUOTES.has(tokens[i + 1]?.value ?? '');
}

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

/** The pronouns that are a verb's subject, never a noun's determiner. */
const SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she']);
