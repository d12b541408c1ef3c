// Whether an English text uses a common word as a modifier of no noun: an adverb (as well,
// possibly) or an adjective that stands before none (make sure, is available, be able to).
// Said so, the word describes and names no subject, and the default analysis leaves it out of the
// concepts (subject-words.ts); before its noun it is part of a subject (clean energy, big banks,
// equal pay) and stays, as German's adjectives before their nouns stay.
import type { Language, Statement } from '../types.js';
import { candidateTags } from './languages/english-tagger.js';
import { isNoun } from './lemma.js';
import type { Read } from './commands.js';
import { tagsOf } from './noun-phrases.js';
import { lowercasedStatementsText } from './phrase-uses.js';
import { firstUsesOf, usesInOrder } from './first-uses.js';
import { moduleOf } from './stopwords.js';
import { LATIN_LETTER } from './verb-uses.js';

/**
 * Whether a word, written in any of `forms` (lowercase), is used as a modifier of no noun in most
 * of the first uses the tagger reads, two at least.
 */
export type ModifierUseCheck = (forms: readonly string[]) => boolean;

/** What an adjective modifies when it stands right before it: a noun, or another adjective or a number before one (every important international, two new). */
const MODIFIED = new Set(['NN', 'NNS', 'NNP', 'NNPS', 'JJ', 'JJR', 'JJS', 'CD']);

/** The tags a word's most frequent one must be for its uses to be read: an adverb's or an adjective's. */
const ADVERB_OR_ADJECTIVE = /^(?:RB|JJ)$/;

/** What a noun follows, never an adverb: a determiner, a possessive, an adjective (the top, this key, special directory). */
const BEFORE_A_NOUN = new Set(['DT', 'PRP$', 'POS', 'WP$', 'JJ', 'JJR', 'JJS']);

/** The verbs that link a subject to what it is, after which a noun's reading as an adjective holds (is clear, are low). */
const LINKING = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', "'s", "'re", 'become', 'becomes', 'became', 'seem', 'seems', 'seemed', 'remain', 'remains', 'remained']);

/**
 * Whether a use, tagged as the tagger reads it between the words `before` and `after`, is a
 * modifier of no noun. An adverb is one, but where a noun stands (the/DT top/RB, a tagger's slip).
 * An adjective is one where no noun, adjective or number follows it (MODIFIED) and it follows what
 * a predicate follows: a verb, an adverb, a modal, an object pronoun or and/or (make sure, is
 * available, more important than, keep us strong). A word WordNet knows as a noun as well is one
 * only after a linking verb or an adverb (is clear, too low): after another verb, a determiner or
 * a noun the tagger reads many a noun as an adjective (A compose/VB key/JJ is, the Super key, the
 * white is), which is the subject there. A comparison (better than, the best) is none: a speech
 * compares the things it is about, and its comparatives lead the phrases it repeats (a better
 * politics, a better future), which its first uses do not tell apart from the rest.
 */
function modifiesNoNoun(use: Read, before: Read | undefined, after: Read | undefined): boolean {
  const pos = use.pos!;
  const left = before?.pos ?? '';
  if (pos === 'RB') return !BEFORE_A_NOUN.has(left);
  if (pos !== 'JJ' || MODIFIED.has(after?.pos ?? '')) return false;
  if (left.startsWith('RB') || LINKING.has(before?.normal ?? '')) return true;
  return !isNoun(use.value.toLowerCase()) && (left.startsWith('VB') || left === 'MD' || left === 'PRP' || left === 'CC');
}

/**
 * The check for an English text, or undefined for another language: a word is read in its first
 * three uses (usesInOrder), each in its sentence as the tagger reads it, and each use is a
 * modifier of no noun or not as modifiesNoNoun tells. Only a word whose most frequent part of
 * speech in the tagger's lexicon is an adverb's or an adjective's (sure, able, available) is read:
 * one that is mostly a noun (future, copyright, right) names what it names.
 */
export function modifierUseCheck(statements: readonly Statement[], language: Language): ModifierUseCheck | undefined {
  if (language === 'en') return englishModifierUses(statements);
  // In a text of another script, a word in Latin letters is English a translation left as it was (Select the default printer): read as English reads it.
  if (moduleOf(language).script === 'Latin') return undefined;
  const english = englishModifierUses(statements);
  return (forms) => LATIN_LETTER.test(forms[0]) && english(forms);
}

function englishModifierUses(statements: readonly Statement[]): ModifierUseCheck {
  return (forms) => {
    if (!forms.some((form) => ADVERB_OR_ADJECTIVE.test(candidateTags(form)[0] ?? ''))) return false;
    const uses = usesInOrder(forms, firstUsesOf(statements), lowercasedStatementsText(statements));
    let bare = 0;
    for (let u = 0; u < uses.length; u++) {
      // The uses left cannot make two, or most, modifiers of no noun: they are not tagged.
      if (bare + uses.length - u < 2 || 2 * (bare + uses.length - u) < uses.length) return false;
      const [k, at, length] = uses[u];
      const { inside, before, after, alone } = tagsOf(statements[k], at, at + length);
      // Alone on its line (a heading, a list of words) it says nothing of its use.
      if (alone || inside.length !== 1) continue;
      if (modifiesNoNoun(inside[0], before, after)) bare++;
    }
    return bare >= 2 && 2 * bare >= uses.length;
  };
}
