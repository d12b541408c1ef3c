// Whether a key phrase is a noun phrase where the text writes it: what a person writes as a key
// phrase ends in a noun or a name and holds no finite verb (climate change, American people), where
// a subject and its verb (Rain feeds), a verb (feeds) or a lone adjective (hard) is none.
import type { Language, Statement } from '../types.js';
import { tagEnglish, taggerTokens, type TaggerToken } from './languages/english-tagger.js';
import { chineseNounPhraseCheck } from './chinese-words.js';
import { saidInEnglish } from './english-passages.js';
import { frenchNounPhraseCheck } from './french-noun-phrases.js';
import { germanNounPhraseCheck } from './german-noun-phrases.js';
import { compoundWrittenMore, endsInsideCapitals, nounPhraseUse, runsIntoNoun } from './english-phrase-shapes.js';
import { contains, VERBS as WORDNET_VERBS } from './lexicon.js';
import { moduleOf } from './stopwords.js';
import { cached, ownString } from './word-cache.js';
import { hyphenJoined, lowercasedStatementsText, sentenceAround, statementsText } from './phrase-uses.js';

/** How many of a phrase's uses are tagged: the first ones, which a long text reaches soonest. */
export const USES_READ = 3;
/** How many uses of a phrase are looked at, at most, for the USES_READ that tell. */
const USES_MET = 10;
/** How many tagged sentences are kept (taggedSentence). */
const TAGGED_SENTENCES = 512;

/**
 * The check for a language that has a tagger (English), or undefined: whether most of the uses
 * it reads of a phrase, as written, are noun phrases. A phrase it cannot find as written (the
 * text rewritten before reading) is let through. German has no tagger, and its capitals tell
 * (german-noun-phrases.ts); in Chinese, Japanese and Korean, a phrase in Latin letters is English,
 * and a Chinese phrase is nouns, an adjective before them, by jieba's dictionary (chinese-words.ts).
 */
export function nounPhraseCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  if (language === 'en') return hanReadAsChinese(statements, englishNounPhraseCheck(statements));
  if (moduleOf(language).script === 'Latin') {
    // A translation leaves some of its steps in English (Right-click and select Paste): a phrase
    // said mostly there is English, and read as English is.
    const english = englishNounPhraseCheck(statements);
    const inEnglish = saidInEnglish(statements, language);
    const own = language === 'de' ? germanNounPhraseCheck(statements) : language === 'fr' ? frenchNounPhraseCheck(statements) : () => true;
    return hanReadAsChinese(statements, (phrase) => (inEnglish(phrase) ? english(phrase) : own(phrase)));
  }
  if (!WITHOUT_LATIN.has(language)) return undefined;
  // A translation into Chinese, Japanese or Korean leaves passages in English (GNOME's help): a
  // phrase in Latin letters there is English, and read as English is.
  const english = englishNounPhraseCheck(statements);
  // In Chinese, a phrase that holds a verb (使用, 显示, 连接), an adverb or a pronoun, or ends in an adjective, is none.
  const own = language === 'zh' ? chineseNounPhraseCheck(statements) : () => true;
  return (phrase) => (LATIN_WORDS.test(phrase) ? english(phrase) : own(phrase));
}

/**
 * A text in Latin letters with a phrase in Chinese characters: a page of a translation left in
 * English but its title (为什么 why, of GNOME's Chinese help), read as Chinese is.
 */
function hanReadAsChinese(statements: readonly Statement[], check: (phrase: string) => boolean): (phrase: string) => boolean {
  let chinese: ((phrase: string) => boolean) | undefined;
  return (phrase) => (HAN_WORDS.test(phrase) ? (chinese ??= chineseNounPhraseCheck(statements))(phrase) : check(phrase));
}

/** A phrase of Chinese characters only. */
const HAN_WORDS = /^[\p{Script=Han}\s]+$/u;

/** The languages whose texts write no word of their own in Latin letters, where tna has a check for such phrases. */
const WITHOUT_LATIN = new Set<Language>(['zh', 'ja', 'ko']);
/** A phrase of Latin letters (digits, hyphens and dots between; as the text spaces it, `typing  Wacom`): English, in a text of WITHOUT_LATIN. */
const LATIN_WORDS = /^[A-Za-z][A-Za-z0-9.'-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.'-]*)*$/;

function englishNounPhraseCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  const text = statementsText(statements);
  // Words that end inside a run of capitals (a title's) are counted with their compound in any case: the body writes both in lowercase.
  const runsOnMore = (phrase: string, inside: readonly TaggerToken[], after: TaggerToken): boolean => {
    const last = inside[inside.length - 1].value;
    if (!endsInsideCapitals(inside, after)) return compoundWrittenMore(text, phrase, last, after.value);
    return compoundWrittenMore(lowercasedStatementsText(statements), phrase.toLowerCase(), last.toLowerCase(), after.value.toLowerCase());
  };
  return (phrase) => {
    let read = 0;
    let nounPhrases = 0;
    let absent = 0;
    let runsOn = 0;
    let met = 0;
    text.forEachUse(phrase, (k, at) => {
      const { content } = statements[k];
      met++;
      // A piece of a hyphenated word (Angle of Angle-based, dimensional data of high-dimensional data) is none.
      if (hyphenJoined(content, at, at + phrase.length)) read++;
      else {
        const { inside, before, after, opener, closer } = tagsOf(content, at, at + phrase.length, commandsRead);
        // A use that may as well be a command as a name (Click Accessibility) tells neither way.
        if (inside.length === 0 || !inside[0].maybeCommand) {
          read++;
          const following = content.slice(at + phrase.length, at + phrase.length + 2);
          if (runsIntoNoun(inside, after, following) && runsOnMore(phrase, inside, after!)) runsOn++;
          else if (nounPhraseUse(phrase, inside, before, after, following)) nounPhrases++;
          if (opener?.normal === 'no' && closer !== undefined && (closer.pos === 'VBN' || closer.pos === 'VBD' || closer.normal === 'available')) absent++;
        }
      }
      return read < USES_READ && met < USES_MET;
    });
    // A phrase the text writes only as what it lacks, after no and before a participle (No contact information provided
    // yet, No results found), names no subject; the problem a title names stays one (I have no wireless network when…).
    // Words read only as modifiers of a compound they run on into (connected Bluetooth of connected Bluetooth devices) are
    // no phrase; where the text also writes them otherwise, those uses decide.
    const alone = read - runsOn;
    // A word alone whose every use may be a command or a name (Click Settings, Press Enter) is the command: as a name of one word it
    // would be read elsewhere (the Click button).
    if (read === 0) return met === 0 || phrase.includes(' ');
    return alone > 0 && 2 * nounPhrases >= alone && absent < read;
  };
}

/**
 * A sentence's tokens, tagged: the checks of a text's common words (verbUseCheck) and of its key
 * phrases (nounPhraseCheck) read the same sentences, mostly, and tagging them was the larger part
 * of both. Kept for the last few hundred sentences met, each a string of its own (a piece of a
 * page would keep the page): enough for the two checks of one text, and memory stays flat. The
 * key phrases' reading of its commands (imperatives) is kept beside the tags, made when first read.
 */
const sentenceOf = cached((sentence: string): TaggedSentence => {
  const tokens = taggerTokens(ownString(sentence));
  tagEnglish(tokens);
  return { tagged: tokens };
}, TAGGED_SENTENCES);

interface TaggedSentence {
  tagged: Placed[];
  commands?: Read[];
}

const taggedSentence = (sentence: string): Read[] => sentenceOf(sentence).tagged;

/** A sentence's tokens with its commands read as verbs (imperatives), for the key phrases and the verbs of a text's words (verbUseCheck). */
export function commandsRead(sentence: string): Read[] {
  const read = sentenceOf(sentence);
  return (read.commands ??= imperatives(read.tagged));
}

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
 * - after a modal or a subject pronoun (an adverb between: can also click, you click);
 * - at a clause's start, before its object's determiner or pronoun (Press the key);
 * - written in lower case at a clause's start (after a comma), before a name, something quoted
 *   or a preposition (press `Tab`, click on a window); after and/or (and then), before a name or
 *   something quoted (and then press Add);
 * - first in a sentence that ends in a full stop and has no other verb that makes a clause,
 *   before a preposition (Click on Accessibility to open the panel.).
 * A capitalised word before a preposition stays a noun (Support for printers); one before a name
 * at a sentence's start is as often a name of two words (Network Manager) as a command (Click
 * Settings): such a use tells neither way, and the phrase is judged by its other uses.
 * A command, and a verb after its modal or subject, is marked as the verb of its clause
 * (`clauseVerb`): which words are concepts reads it too (verbUseCheck: a manual's click, open,
 * press are its steps' verbs, not its subjects).
 */
function imperatives(tokens: readonly Placed[]): Read[] {
  const read = tokens.map((token, i): Read => {
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
  return read;
}

/**
 * A token as the commands are read (commandsRead): one that may be a command or a name is marked
 * so; a command, or a verb after its modal or subject pronoun, is a verb that makes its clause
 * (`clauseVerb`), as a tense does.
 */
export type Read = Placed & { maybeCommand?: boolean; clauseVerb?: boolean };
/** A token with where it starts in its sentence (taggerTokens). */
type Placed = TaggerToken & { start: number };

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

function commandAt(tokens: readonly TaggerToken[], i: number): 'yes' | 'maybe' | 'no' {
  if (!opensClause(tokens, i)) return 'no';
  const before = tokenBefore(tokens, i);
  const joined = before >= 0 && JOINS.has(tokens[before].normal!);
  let j = i + 1;
  const quoted = j < tokens.length && QUOTES.has(tokens[j].value);
  if (quoted) j++;
  if (j >= tokens.length) return 'no';
  if (!quoted && OBJECT_START.has(tokens[j].pos!)) return 'yes';
  // The first of two commands joined by and/or, the second read as a verb (Right-click and select Copy, Click and drag the file).
  if (!quoted && !joined && JOINS.has(tokens[j].normal!) && secondCommand(tokens, j + 1)) return 'yes';
  const named = quoted || UPPERCASE_START.test(tokens[j].value);
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
  return (last === '.' || last === '!') && !tokens.some((t, k) => k > 0 && FINITE.has(t.pos!));
}

/** The pronouns that are a verb's subject, never a noun's determiner. */
const SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she']);

/**
 * The tokens of text[from, to) as the tagger reads them in their sentence, and whether they are
 * the whole of it; `opener` and `closer`, the tokens around the noun phrase they lie in: the
 * nearest before them that is no noun, adjective or number, and the nearest after them that is no
 * noun or number (*the* main window *is*, *No* contact information *provided*), if any and no
 * punctuation.
 */
export function tagsOf(
  text: string,
  from: number,
  to: number,
  read: (sentence: string) => Read[] = taggedSentence,
): { inside: Read[]; alone: boolean; before?: Read; after?: Read; opener?: Read; closer?: Read } {
  const [start, end] = sentenceAround(text, from, to);
  const tokens = read(text.slice(start, end));
  const words = tokens.filter((t) => t.tag !== 'punctuation');
  const first = words.findIndex((t) => t.start + start >= from);
  const inside = first < 0 ? [] : words.slice(first).filter((t) => t.start + start < to);
  const next = first < 0 ? -1 : first + inside.length;
  // Before the phrase, its noun's modifiers; after it, the nouns that end the noun phrase (an adjective there is its predicate: No data available).
  const around = (index: number, step: number) => {
    const within = step < 0 ? MODIFIER : NOMINAL;
    let k = index;
    while (k >= 0 && k < tokens.length && within.test(tokens[k].pos!)) k += step;
    return k >= 0 && k < tokens.length && tokens[k].tag !== 'punctuation' ? tokens[k] : undefined;
  };
  return {
    inside,
    alone: inside.length === words.length,
    before: first > 0 ? words[first - 1] : undefined,
    after: next >= 0 && next < words.length ? words[next] : undefined,
    ...(inside.length > 0 ? { opener: around(tokens.indexOf(inside[0]) - 1, -1), closer: around(tokens.indexOf(inside[inside.length - 1]) + 1, 1) } : {}),
  };
}

/** A noun's modifier within its noun phrase: a noun, an adjective or a number. */
const MODIFIER = /^(?:NN|JJ|CD)/;
/** A noun or a number. */
const NOMINAL = /^(?:NN|CD)/;
