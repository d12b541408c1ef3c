// Whether a text uses a word as a verb, where a tagger or a dictionary can tell: a word used so
// names no subject (need in "Trees need rain", feed in "Rain feeds the rivers"), and the default
// analysis leaves it out of the concepts (subject-words.ts).
import type { Language, Statement } from '../types.js';
import { candidateTags, mayBeVerb, taggerTokens, type TaggerToken } from './languages/english-tagger.js';
import { chineseVerb } from './chinese-words.js';
import { knownVerb } from './lemma.js';
import { firstUsesOf, usesInOrder } from './first-uses.js';
import { FINITE } from './clause-marks.js';
import { tagsOf } from './noun-phrases.js';
import { lowercasedStatementsText, wordBefore } from './phrase-uses.js';
import { moduleOf } from './stopwords.js';

/**
 * The check for a language that has a tagger (English, and English words in a text of another
 * script) or a dictionary of parts of speech (Chinese: chinese-words.ts, a word it tags only as a
 * verb), or undefined: whether a word, written in any of `forms` (lowercase), is used mostly as a
 * verb in the first uses it reads. A common word used as a verb, twice or more (need, in "trees
 * need rain ... farms need"), or once after a subject pronoun, to, a modal, and or or (If you want
 * to), names no subject; used as a noun (right, in a declaration of rights) or before one
 * (central, in central banks) it may. A word alone on its line (a heading, a list of words) has no
 * sentence to tell: it is not read as a verb.
 */
export function verbUseCheck(statements: readonly Statement[], language: Language): VerbUseCheck | undefined {
  // In a text of another language written in Latin letters, the words said mostly in its English
  // statements (englishWordCheck), and those alone, are read as English reads them (Right-click and select Paste).
  if (language === 'en' || moduleOf(language).script === 'Latin') return englishVerbUses(statements);
  // In a text of another script, a word in Latin letters is English a translation left as it was (Click the icon): read as English reads it.
  const english = englishVerbUses(statements);
  return (forms, finite) => {
    if (LATIN_LETTER.test(forms[0])) return english(forms, finite);
    // A Chinese word jieba's dictionary tags only as a verb (使用 use, 打开 open) is one wherever it is written.
    return language === 'zh' && forms.some(chineseVerb);
  };
}

/** The verbs of the present tense, by which a word a short text uses once is read (presentVerb). */
const PRESENT = new Set(['VBZ', 'VBP']);

/**
 * Whether the single use of a word a short text uses once is a verb: the tagger reads a verb of the
 * present there, in lower case, that agrees with a noun before it (Rain feeds, farms need; not
 * the sales team close deals, a guaranteed learning regret, where the tagger reads a noun after a
 * noun as a verb) and follows no adjective (explanatory attributes), and no verb follows it,
 * which would be its clause's (the location services feature is enabled). A past tense may be a
 * participle before its noun (supervised/VBD learning), a capitalised word a name's (Dense
 * Relevant Attribute Group Selector), and a command read from a word's place alone a noun (Click
 * the - button in the corner; printers and monitor or cards): none settles a single use.
 */
function presentVerb(use: TaggerToken, before: TaggerToken | undefined, after: TaggerToken | undefined): boolean {
  if (!PRESENT.has(use.pos!) || !LOWERCASE_START.test(use.value)) return false;
  if (after !== undefined && (after.pos!.startsWith('VB') || after.pos === 'MD')) return false;
  const pos = before?.pos ?? '';
  // A singular noun or a gerund takes the verb's -s (VBZ), a plural noun its plain form (VBP); after an adjective stands its noun (explanatory attributes).
  if (pos === 'NN' || pos === 'NNP' || pos === 'VBG') return use.pos === 'VBZ';
  if (pos === 'NNS' || pos === 'NNPS') return use.pos === 'VBP';
  return !pos.startsWith('JJ');
}

const LOWERCASE_START = /^\p{Ll}/u;

/** The parts of speech before a verb that make a single use's reading sure (verbUseCheck): a subject pronoun, *to*, a modal, *and* or *or*. */
export const SURE_BEFORE = new Set(['PRP', 'TO', 'MD', 'CC']);

/** The most characters of the word before a use that maySettleOnce reads alone. */
const BEFORE_READ = 40;
const SPACE = /\s/;

/**
 * Whether the word right before a use, at `at` in `text` (a statement), may be tagged as one of
 * SURE_BEFORE: the tagger chooses a word's part of speech among those its lexicon lists or its
 * ending suggests (candidateTags), and a word with none of them (the, files, 2016) never makes a
 * single use's reading sure. Read from the run of characters before the use, cut into the
 * tagger's tokens; where that cannot tell (the use joined to what precedes it, punctuation last,
 * a run longer than BEFORE_READ), it may. Over 500 READMEs, the single uses were 28% of the uses
 * the check tagged, and three in four of them follow such a word.
 */
export function maySettleOnce(text: string, at: number): boolean {
  let end = at;
  while (end > 0 && SPACE.test(text[end - 1])) end--;
  // First in its statement: no word before it.
  if (end === 0) return false;
  if (end === at) return true;
  let start = end;
  while (start > 0 && !SPACE.test(text[start - 1])) if (end - --start > BEFORE_READ) return true;
  const tokens = taggerTokens(text.slice(start, end));
  const last = tokens.at(-1);
  // Punctuation last: the tagger reads past it.
  if (last === undefined || last.tag === 'punctuation') return true;
  return last.tag === 'word' && candidateTags(last.value).some((tag) => SURE_BEFORE.has(tag));
}

/** A word's first letter is a Latin one. */
export const LATIN_LETTER = /^\p{Script=Latin}/u;

/** The check of English words by the tagger's reading of their first uses (verbUseCheck). */
function englishVerbUses(statements: readonly Statement[]): VerbUseCheck {
  return (forms, finite = false) => {
    // A word neither WordNet nor the tagger's lexicon knows as a verb (system, people) needs no sentence read; WordNet knows
    // click as one, which the lexicon, from news, does not (where every use must be one, WordNet alone).
    if (!forms.some(finite ? knownVerb : verbOfEither)) return false;
    // The forms are lowercase: they are looked for in the statements lowercased, where tagsOf reads them as written.
    const lowered = lowercasedStatementsText(statements);
    const index = firstUsesOf(statements);
    let read = 0;
    let verbs = 0;
    const uses = usesInOrder(forms, index, lowered);
    // Every use must be a verb of its clause: one after an article, a possessive, a preposition or
    // `to` is none (the cut, our hopes, of change, to achieve), and settles it untagged, whatever
    // the tagger would read (it read both of a paper's *has regret* and *the regret* as verbs).
    // The 2016 State of the Union address tags 65 sentences for this check where it tagged 117.
    if (finite && uses.some(([k, at]) => NO_VERB_AFTER.has(wordBefore(statements[k].content, at)?.toLowerCase() ?? ''))) return false;
    // A common word the text uses once is judged by that use, where the word before it makes the
    // reading sure: a subject pronoun, *to*, a modal or *and*, *or* (If you want to, to place, can
    // help, and select). After a noun the tagger may read a noun as a verb (the sales team/VBP close
    // deals), and a word that opens its sentence may be a title's noun (Talk by Alice) as well as a
    // command. Used more often, it is judged by two verbs at least.
    const once = !finite && uses.length === 1;
    // A single use is a verb only after a word of SURE_BEFORE: where the word before can be none, its sentence needs no tagging.
    if (once && !maySettleOnce(statements[uses[0][0]].content, uses[0][1])) return false;
    // A word a short text uses once (genericWords reads such a text's single uses too) is judged by that use (presentVerb).
    const single = finite && uses.length === 1;
    const least = uses.length === 1 ? 1 : 2;
    for (let u = 0; u < uses.length; u++) {
      // Where the uses left can no longer change the answer, they are not tagged: all of them verbs
      // would not make most of the uses read verbs, or none of them would unmake it.
      const left = uses.length - u;
      if (verbs + left < least || (!finite && 2 * (verbs + left) < read + left)) return false;
      if (!finite && verbs >= least && 2 * verbs >= read + left) return true;
      const [k, at, length] = uses[u];
      // Read with its commands as verbs (Click the icon; To open it, press Enter), which the tagger, trained on news, reads as nouns or names.
      const tags = tagsOf(statements[k], at, at + length);
      // A use that may as well be a command as a name (Click Settings, Network Manager) tells neither way.
      if (tags.inside[0]?.maybeCommand) continue;
      read++;
      // A use alone on its line is read and no verb.
      if (tags.alone) {
        if (finite) return false;
        continue;
      }
      if (
        finite
          ? tags.inside.length === 1 && (single ? presentVerb(tags.inside[0], tags.before, tags.after) : FINITE.has(tags.inside[0].pos!) || tags.inside[0].clauseVerb === true)
          : (tags.inside.some((t) => t.pos!.startsWith('VB') || t.pos === 'MD') || nounAfterSubject(tags.inside, tags.before)) && (!once || SURE_BEFORE.has(tags.before?.pos ?? ''))
      )
        verbs++;
      // Every use must be a verb: the first that is not settles it.
      else if (finite) return false;
    }
    // Every use read a verb of a tense, a modal or a command, where the word is no common one (feeds, feed: "Rain feeds the rivers … Farms feed the towns").
    if (finite) return verbs >= least && verbs === read;
    // Twice at least, where the text uses the word more than once: one use read as a verb may be
    // the tagger's slip (the sales team/VBP close deals).
    return verbs >= least && 2 * verbs >= read;
  };
}

const verbOfEither = (form: string) => mayBeVerb(form) || knownVerb(form);

/**
 * The words after which no verb of a tense, modal or command stands: articles, possessives and
 * prepositions (the words a noun follows: the need, our future, of change), and `to` (to
 * achieve: an infinitive). Not `this`, `that` or `her`, which may be a verb's subject or object
 * (this cuts, let her go).
 */
const NO_VERB_AFTER = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'their', 'its', 'his', 'of', 'in', 'on', 'with', 'from', 'into', 'about', 'to']);

/**
 * Whether a word, written in any of `forms` (lowercase), is used mostly as a verb where the text
 * reads it (verbUseCheck); `finite`: every use read, two at least, a verb of a tense or a modal
 * (for a word that is no common one, where one slip would leave out a noun the text is about).
 */
export type VerbUseCheck = (forms: readonly string[], finite?: boolean) => boolean;

/**
 * Whether a word the tagger read as a noun is the verb of its subject pronoun or modal, where
 * WordNet knows it as a verb: the tagger, trained on news, slips on a verb after a pronoun in a
 * speech's or a manual's sentences (he or she needs/NNS to start a business, you can click/NN).
 */
function nounAfterSubject(inside: readonly TaggerToken[], before: TaggerToken | undefined): boolean {
  if (inside.length !== 1 || before === undefined || !inside[0].pos!.startsWith('NN')) return false;
  return (before.pos === 'MD' || NOMINATIVES.has(before.normal!)) && knownVerb(inside[0].value.toLowerCase());
}

/** The pronouns that are only ever a subject (you may be an object: give you hope). */
const NOMINATIVES = new Set(['i', 'we', 'they', 'he', 'she']);
