// Whether a German key phrase is a noun phrase, read from the text's own capitals: German writes
// every noun with a capital and its verbs, adjectives and adverbs in lower case, except first in
// a sentence. No tagger for German ships in a package tna can use; the capitals tell nearly as
// much, where the text uses the word elsewhere too (Klicken Sie … / klicken Sie …).
import type { Statement } from '../types.js';
import { germanWord } from './common-words.js';
import { contains, NOUNS } from './lexicon.js';

/** A word as German writes it, hyphenated compounds whole (Wacom-Tablett, Online-Konten). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
/** What may stand between a sentence's end and its first word: spaces, quotes, brackets, a list's mark. */
const OPENING = /[\s"'„“”‚‘’»«([{*•–—-]/u;
/** What ends a sentence, or starts one as a sentence does (after a colon, a capital tells nothing). */
const SENTENCE_END = new Set(['.', '!', '?', ':', ';']);
const UPPER = /\p{Lu}/u;
const LOWER_START = /^\p{Ll}/u;

/** How the text writes a word: anywhere but first in a sentence, and before the formal "Sie" of a command or question. */
interface Uses {
  inside: boolean;
  beforeSie: boolean;
}

/**
 * The check for German: a key phrase ends in a noun or a name, and does not start with a verb.
 * Its last word is a noun where it starts with a capital (of its last part, in a hyphenated
 * compound: Wacom-Tablett) and the text writes it so inside a sentence, never followed by the
 * formal "Sie": a word written with a capital only first in sentences (Klicken, Falls) tells
 * nothing of a noun, and one before "Sie" (Klicken Sie, Wählen Sie) is a verb. A word in lower
 * case (hinzufügen, verbunden, schnell) is none, unless it holds a capital further on (iPhone),
 * starts with a digit, or is an English noun, as a manual names a program (aptitude, root). A
 * phrase whose first word is a command (Wählen Sie: Wählen Netzwerk) is none either.
 */
export function germanNounPhraseCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  let uses: Map<string, Uses> | undefined;
  return (phrase) => {
    uses ??= wordUses(statements);
    const words = phrase.split(/\s+/);
    const last = words[words.length - 1];
    if (!noun(last, uses)) return false;
    if (nounThenAttribute(words, uses)) return false;
    return words.length === 1 || !uses.get(words[0])?.beforeSie;
  };
}

/**
 * Whether a noun in the phrase is followed by an adjective or a participle with its ending
 * (ATTRIBUTIVE), which opens the next noun phrase: German puts a noun's adjectives before it, and
 * a phrase read across an attribute that holds a noun of its own is two (*Hersteller angebotene ICC-Profile* of *die
 * vom Hersteller angebotenen ICC-Profile*, *Rechnernutzung gespeicherte Chronik*, *Bildschirms
 * notwendigen Informationen*).
 */
function nounThenAttribute(words: readonly string[], uses: ReadonlyMap<string, Uses>): boolean {
  for (let i = 0; i + 1 < words.length; i++) {
    // After the first word a capital is a noun's or a name's, and so is one the text writes only inside a compound (Musikladen of
    // Online-Musikladen); the first may have its sentence's (Helles Licht).
    if (UPPER.test(words[i][0]) && ATTRIBUTIVE.test(words[i + 1]) && !englishNoun(words[i + 1]) && (i > 0 || !uses.has(words[i]) || noun(words[i], uses))) return true;
  }
  return false;
}

/**
 * A word in lower case with an adjective's ending where an article or a preposition stood before
 * it (gespeicherte, notwendigen, angepasstes, großem). Not -er, a genitive's without an article,
 * which hangs on the noun before it (*Wiederherstellung verlorener Arbeiten*, *Einsatz
 * irgendeiner Verschlüsselung*).
 */
const ATTRIBUTIVE = /^\p{Ll}[\p{L}]*(?:e|en|es|em)$/u;

function noun(word: string, uses: ReadonlyMap<string, Uses>): boolean {
  const part = word.slice(word.lastIndexOf('-') + 1);
  // A hyphenated word that starts with a capital and ends in an English noun in lower case is a name (Blu-ray; not DRM-geschützt).
  if (LOWER_START.test(part)) return UPPER.test(part.slice(1)) || (part !== word && UPPER.test(word[0]) && contains(NOUNS, part)) || englishNoun(word) || englishNoun(part);
  if (!UPPER.test(part[0])) return true;
  const written = uses.get(word);
  return written !== undefined && written.inside && !written.beforeSie;
}

/**
 * A word in lower case that is an English noun (root, aptitude): a manual's names of programs and
 * things are written so, where a German word in lower case is a verb, an adjective or an adverb.
 * A word with ä, ö, ü or ß, or one of German's 5,000 most common words (falls, lange, links, leer,
 * pro, which WordNet lists too), is German.
 */
export function englishNoun(word: string): boolean {
  return !/[äöüß]/.test(word) && !germanWord(word) && contains(NOUNS, word);
}

/** Each word form of the text, and how it is used (Uses). */
function wordUses(statements: readonly Statement[]): Map<string, Uses> {
  const out = new Map<string, Uses>();
  for (const { content } of statements) {
    let previous: Uses | undefined;
    let previousEnd = -1;
    for (const match of content.matchAll(WORD)) {
      const word = match[0];
      const at = match.index!;
      let use = out.get(word);
      if (!use) out.set(word, (use = { inside: false, beforeSie: false }));
      if (!use.inside && !sentenceFirst(content, at)) use.inside = true;
      if (word === 'Sie' && previous && /^\s+$/.test(content.slice(previousEnd, at))) previous.beforeSie = true;
      previous = use;
      previousEnd = at + word.length;
    }
  }
  return out;
}

/** Whether the word at `at` is the first of its sentence (or of its statement: a heading, a list item). */
function sentenceFirst(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && OPENING.test(text[i])) i--;
  return i < 0 || SENTENCE_END.has(text[i]);
}
