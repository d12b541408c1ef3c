// Whether a key phrase is a noun phrase where the text writes it: what a person writes as a key
// phrase ends in a noun or a name and holds no finite verb (climate change, American people), where
// a subject and its verb (Rain feeds), a verb (feeds) or a lone adjective (hard) is none.
import type { Language, Statement } from '../types.js';
import { mayBeVerb, tagEnglish, taggerTokens, type TaggerToken } from './languages/english-tagger.js';
import { ADJECTIVES, contains, NOUNS } from './lexicon.js';
import { cached, ownString } from './word-cache.js';

/** How many of a phrase's uses are tagged: the first ones, which a long text reaches soonest. */
const USES_READ = 3;
/** How far around a use its sentence is read for context, at most, each way. */
const CONTEXT = 160;
/** How many tagged sentences are kept (taggedSentence). */
const TAGGED_SENTENCES = 512;

/** Penn tags of the verbs that make a clause (feeds, need, fed, must), and of a verb's base form (act in "must act"). */
const VERBS = new Set(['VBZ', 'VBP', 'VBD', 'MD', 'VB']);

/**
 * The check for a language that has a tagger (English), or undefined: whether most of the uses
 * it reads of a phrase, as written, are noun phrases. A phrase it cannot find as written (the
 * text rewritten before reading) is let through.
 */
export function nounPhraseCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  if (language !== 'en') return undefined;
  return (phrase) => {
    let read = 0;
    let nounPhrases = 0;
    for (const { content } of statements) {
      for (let at = content.indexOf(phrase); at >= 0 && read < USES_READ; at = content.indexOf(phrase, at + 1)) {
        if (!wholeWords(content, at, at + phrase.length)) continue;
        read++;
        if (nounPhrase(tagsOf(content, at, at + phrase.length).inside)) nounPhrases++;
      }
      if (read === USES_READ) break;
    }
    return read === 0 || 2 * nounPhrases >= read;
  };
}

/**
 * The check for a language that has a tagger (English), or undefined: whether a word, written
 * in any of `forms` (lowercase), is used mostly as a verb in the first uses it reads. A common
 * word used as a verb, twice or more (need, in "trees need rain ... farms need"), names no subject; used as a noun (right, in a
 * declaration of rights) or before one (central, in central banks) it may. A word alone on its
 * line (a heading, a list of words) has no sentence to tell: it is not read as a verb.
 */
export function verbUseCheck(statements: readonly Statement[], language: Language): ((forms: readonly string[]) => boolean) | undefined {
  if (language !== 'en') return undefined;
  const lowered: string[] = [];
  const lower = (k: number) => (lowered[k] ??= statements[k].content.toLowerCase());
  return (forms) => {
    // A word the lexicon knows as no verb (system, people) needs no sentence read.
    if (!forms.some(mayBeVerb)) return false;
    let read = 0;
    let verbs = 0;
    for (let k = 0; k < statements.length && read < USES_READ; k++) {
      const text = lower(k);
      for (const form of forms) {
        for (let at = text.indexOf(form); at >= 0 && read < USES_READ; at = text.indexOf(form, at + 1)) {
          if (!wholeWords(text, at, at + form.length)) continue;
          read++;
          const tags = tagsOf(statements[k].content, at, at + form.length);
          if (tags.alone) continue;
          if (tags.inside.some((t) => t.pos!.startsWith('VB') || t.pos === 'MD')) verbs++;
        }
      }
    }
    // Twice at least: one use read as a verb may be the tagger's slip (the sales team/VBP close deals).
    return verbs >= 2 && 2 * verbs >= read;
  };
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

function wholeWords(text: string, from: number, to: number): boolean {
  return (from === 0 || !WORD_CHARACTER.test(text[from - 1])) && (to === text.length || !WORD_CHARACTER.test(text[to]));
}

/**
 * A sentence's tokens, tagged: the checks of a text's common words (verbUseCheck) and of its key
 * phrases (nounPhraseCheck) read the same sentences, mostly, and tagging them was the larger part
 * of both. Kept for the last few hundred sentences met, each a string of its own (a piece of a
 * page would keep the page): enough for the two checks of one text, and memory stays flat.
 */
const taggedSentence = cached((sentence: string) => {
  const tokens = taggerTokens(ownString(sentence));
  tagEnglish(tokens);
  return tokens;
}, TAGGED_SENTENCES);

/**
 * The tokens of text[from, to) as the tagger reads them in their sentence, and whether they are
 * the whole of it.
 */
function tagsOf(text: string, from: number, to: number): { inside: TaggerToken[]; alone: boolean } {
  const start = sentenceStart(text, from);
  const tokens = taggedSentence(text.slice(start, sentenceEnd(text, to)));
  const words = tokens.filter((t) => t.tag !== 'punctuation');
  const inside = words.filter((t) => t.start + start >= from && t.start + start < to);
  return { inside, alone: inside.length === words.length };
}

/**
 * Whether tokens are a noun phrase: no verb that makes a clause, the last a noun or a name. The
 * tagger guesses a word its lexicon lacks by its ending (retrieval/JJ, as -al adjectives are), and
 * reads a noun made of a verb as the verb's form (machine learning/VBG): where WordNet knows the
 * last word as a noun, and not as an adjective (or, for a gerund, where a noun or an adjective
 * comes before it in the phrase: data mining), the phrase is a noun phrase all the same.
 */
function nounPhrase(inside: readonly TaggerToken[]): boolean {
  if (inside.length === 0) return true;
  if (inside.some((t) => VERBS.has(t.pos!))) return false;
  const last = inside[inside.length - 1];
  if (last.pos!.startsWith('NN')) return true;
  const word = last.value.toLowerCase();
  if (last.pos === 'JJ') return contains(NOUNS, word) && !contains(ADJECTIVES, word);
  return last.pos === 'VBG' && inside.length >= 2 && /^(?:NN|JJ)/.test(inside[inside.length - 2].pos!) && contains(NOUNS, word);
}

/** Where the sentence holding `at` starts: after the last full stop, question or exclamation mark before it, within CONTEXT characters. */
function sentenceStart(text: string, at: number): number {
  const from = Math.max(0, at - CONTEXT);
  for (let i = at - 1; i >= from; i--) if (isSentenceEnd(text, i)) return i + 1;
  // Cut mid-sentence: start at a word's beginning.
  if (from === 0) return 0;
  const space = text.indexOf(' ', from);
  return space >= 0 && space < at ? space + 1 : at;
}

function sentenceEnd(text: string, at: number): number {
  const to = Math.min(text.length, at + CONTEXT);
  for (let i = at; i < to; i++) if (isSentenceEnd(text, i)) return i + 1;
  return to;
}

function isSentenceEnd(text: string, i: number): boolean {
  const c = text[i];
  return (c === '.' || c === '?' || c === '!' || c === ';') && (i + 1 === text.length || /\s/.test(text[i + 1]));
}
