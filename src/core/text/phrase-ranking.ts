// Ranking a text's candidate key phrases (key-phrases.ts gathers them): each scored by its
// concepts' weights and how often the text uses it, and each thing said once.
import { firstInOrder } from '../graph/rank.js';
import { LEAST_PASSAGE_USES } from './repeated-passages.js';

export interface KeyPhrase {
  /** As the text writes it most often (ties: first); in English, without the capital a sentence's first word takes where the word is a common one (trees of "Trees need rain."). */
  phrase: string;
  /** Its concepts (the lemmas or joined forms of its words), space-separated: the key it is matched on. */
  lemma: string;
  /** Higher is better; comparable within one text only. */
  score: number;
  /** How often the text uses it. */
  count: number;
}

/** Where a candidate leads the text: not (0), in its first sentence (1), in its title (2). */
export type Lead = 0 | 1 | 2;

/**
 * A text's candidates as the ranking reads them: candidate k's prefix (-1: none), last concept
 * (a number into `concepts`), count, whether it leads (a title or first sentence), how it is
 * first written, and each way's count where it is written more than one way.
 */
export interface CandidateTable {
  readonly concepts: readonly string[];
  readonly prefix: readonly number[];
  readonly last: readonly number[];
  readonly count: readonly number[];
  readonly leads: readonly Lead[];
  readonly first: readonly string[];
  readonly forms: ReadonlyMap<number, ReadonlyMap<string, number>>;
}

/** What refuses a phrase or counts fewer of its uses (rankPhrases); each may be left out. */
export interface PhraseChecks {
  /** Whether a phrase as the text writes it is one a person would write as a key phrase (a noun phrase, say). */
  accept?: (phrase: string) => boolean;
  /** How many of a phrase's uses say again a passage the text repeats word for word (repeated-passages.ts). */
  passageUses?: (phrase: string) => number;
  /** Whether a concept, used `count` times, is too common a word to be a key phrase alone. */
  commonAlone?: (concept: string, count: number) => boolean;
  /** Whether a phrase as the text writes it is mostly the end of a longer name (States of the United States). */
  nameEnd?: (phrase: string) => boolean;
}

/**
 * The best `limit` phrases by `weight` (a concept's weight in the text: its influence, say;
 * concepts the graph left out weigh 0). A phrase scores the sum of its concepts' weights times
 * the square of log2(1 + how often it occurs): use counts, but less than linearly; a phrase of a title or first sentence counts
 * as used once more, and one of a title scores TITLE_FACTOR times more. Phrases whose concepts all weigh 0 are left out.
 *
 * Each thing is said once: a phrase whose concepts all lie inside a better one's, or hold all
 * of a better one's (American beside American people), or that overlaps a better one by two
 * words or more (Spring Harbor Laboratory Press beside Cold Spring Harbor Laboratory), gives its
 * place to the next. `checks` (each where given): a phrase `accept` refuses gives its place too;
 * the uses `passageUses` counts are left out of a phrase's count; a word `commonAlone` finds too
 * common, and a phrase `nameEnd` finds the end of a name (River of Sabine River), gives its place
 * to a longer phrase that holds it, as any phrase may, or else to the next.
 */
export function rankPhrases(table: CandidateTable, weight: (concept: string) => number, limit: number, checks: PhraseChecks = {}): KeyPhrase[] {
  const { accept, passageUses, commonAlone, nameEnd } = checks;
  const weights = Float64Array.from(table.concepts, weight);
  const total = table.count.length;
  // A candidate's prefix is numbered before it: each sum of weights is its prefix's plus one.
  const sums = new Float64Array(total);
  const scores = new Float64Array(total);
  const scoreOf = (node: number, count: number) => {
    const uses = count + (table.leads[node] > 0 ? 1 : 0);
    return sums[node] * Math.log2(1 + uses) ** 2 * (table.leads[node] === 2 ? TITLE_FACTOR : 1);
  };
  const chosen: number[] = [];
  for (let node = 0; node < total; node++) {
    sums[node] = weights[table.last[node]] + (table.prefix[node] >= 0 ? sums[table.prefix[node]] : 0);
    if (table.count[node] === 0 || sums[node] <= 0) continue;
    scores[node] = scoreOf(node, table.count[node]);
    chosen.push(node);
  }
  // Only ties of score and count need the phrases' keys, each made once.
  const keys = new Map<number, string>();
  const keyOf = (node: number) => {
    let key = keys.get(node);
    if (key === undefined) keys.set(node, (key = conceptsOf(table, node).join(' ')));
    return key;
  };
  const order = (a: number, b: number) => scores[b] - scores[a] || table.count[b] - table.count[a] || (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);
  const phraseOf = (node: number) => {
    const ways = table.forms.get(node);
    return ways ? mostUsed(ways) : table.first[node];
  };
  // The best of the candidates, enough of them that repeats and refused phrases leave `limit`.
  const picked: number[] = [];
  const pickedConcepts: number[][] = [];
  // A phrase that takes another's place takes its score too: the list reads best first by it.
  const placeScores: number[] = [];
  const repeats = (concepts: number[]) => pickedConcepts.some((other) => within(concepts, other) || within(other, concepts) || overlapping(concepts, other) || overlapping(other, concepts));
  let longer: number[] | undefined;
  const best = firstInOrder(chosen, limit * CANDIDATES_PER_PLACE, order);
  // A passage the text says again and again counts once. A phrase it says twice more at most
  // elsewhere is the passage's own (a running footer's publisher) and gives its place; one the
  // text says elsewhere too (a report's title, repeated as its running header) keeps it.
  const saidAgain = new Map<number, number>();
  const againOf = (node: number) => {
    let again = saidAgain.get(node);
    if (again === undefined) {
      const count = table.count[node];
      saidAgain.set(node, (again = passageUses && count >= LEAST_PASSAGE_USES ? Math.min(passageUses(phraseOf(node)), count - 1) : 0));
    }
    return again;
  };
  const footer = (node: number) => {
    const again = againOf(node);
    return again > 0 && table.count[node] - again - 1 <= SAID_ELSEWHERE;
  };
  // The head of the list is read for its passages before the walk, and counted once there (a
  // phrase that only falls can leave the head, none can join it); past the head, the walk reads a
  // phrase's passages only to leave out a footer's, and the rest keep their order.
  if (passageUses) {
    for (const node of best.slice(0, limit * PASSAGES_READ_PER_PLACE)) if (againOf(node) > 0 && !footer(node)) scores[node] = scoreOf(node, table.count[node] - againOf(node));
    best.sort(order);
  }
  for (let node of best) {
    if (footer(node) || (table.count[node] < 2 && joined(table, node, phraseOf(node)))) continue;
    let concepts = numbersOf(table, node);
    const placeScore = scores[node];
    if (repeats(concepts) || (accept && !accept(phraseOf(node)))) continue;
    // A longer phrase that holds it says it more precisely (climate change, change): the most
    // used one takes its place where the text uses it often enough.
    longer ??= longerPhrases(table, scores);
    const least = Math.max(2, LONGER_SHARE * table.count[node]);
    const common = table.prefix[node] < 0 && commonAlone !== undefined && commonAlone(table.concepts[table.last[node]], table.count[node]);
    const piece = nameEnd !== undefined && nameEnd(phraseOf(node));
    const alone = node;
    for (const other of longer) {
      if (table.count[other] < least) break;
      const holds = numbersOf(table, other);
      if (!within(concepts, holds) || repeats(holds) || footer(other) || (accept && !accept(phraseOf(other)))) continue;
      node = other;
      concepts = holds;
      break;
    }
    if ((common || piece) && node === alone) continue;
    picked.push(node);
    pickedConcepts.push(concepts);
    placeScores.push(Math.max(placeScore, scores[node]));
    if (picked.length === limit) break;
  }
  return picked.map((node, k) => ({ phrase: phraseOf(node), lemma: keyOf(node), score: placeScores[k], count: table.count[node] }));
}

/** The candidates of two words or more used twice or more, the most used first (ties: the better score, then the first met). */
function longerPhrases(table: CandidateTable, scores: Float64Array): number[] {
  const out: number[] = [];
  for (let node = 0; node < table.count.length; node++) if (table.prefix[node] >= 0 && table.count[node] >= 2 && scores[node] > 0) out.push(node);
  return out.sort((a, b) => table.count[b] - table.count[a] || scores[b] - scores[a] || a - b);
}

/**
 * Whether a candidate is written with something between two of its concepts that is none: a
 * joiner (*mot de passe*, key-phrases.ts) or a dash set apart by spaces (*chalk - Terminal*, a
 * name and what a list says of it): more words than concepts. Such a phrase is a key phrase only
 * where the text uses it twice or more, as a compound is (*mot de passe*, *projet de loi*): said
 * once, it is more often a noun and its complement (*arrivée de Rajoy*) or two things a dash
 * sets apart (*figures - Unicode symbols*), which would take the place of what it holds.
 */
function joined(table: CandidateTable, node: number, phrase: string): boolean {
  let concepts = 0;
  for (let k = node; k >= 0; k = table.prefix[k]) concepts++;
  return phrase.trim().split(/\s+/).length > concepts;
}

/** A candidate's concept numbers. */
function numbersOf(table: CandidateTable, node: number): number[] {
  const out: number[] = [];
  for (let k = node; k >= 0; k = table.prefix[k]) out.push(table.last[k]);
  return out;
}

/** A candidate's concepts, first to last. */
export function conceptsOf(table: CandidateTable, node: number): string[] {
  const out: string[] = [];
  for (let k = node; k >= 0; k = table.prefix[k]) out.push(table.concepts[table.last[k]]);
  return out.reverse();
}

/** How often a phrase said mostly in a repeated passage may be said elsewhere and still be that passage's alone (Genome Research's two © lines beside its footer on every page). */
const SAID_ELSEWHERE = 2;

/** How many of the best candidates a place has their repeated passages read before the walk, where one counted once may fall. */
const PASSAGES_READ_PER_PLACE = 2;

/** How often, against the phrase it holds, a longer phrase must be used to take that one's place. */
const LONGER_SHARE = 0.15;

/** How many of the best candidates a place in the ranking may take, after repeats and refused phrases. */
const CANDIDATES_PER_PLACE = 6;
/**
 * A phrase of the text's title scores this many times more: a title names what the text is about
 * (tuned on the tune halves of bench:about's datasets, where 3 and 5 differed by 0.2 at most; a
 * weight by how early a phrase comes first lifted them more, but gave a speech's greetings the
 * places of its subjects: fellow citizens, Federal Government for Iraq and terrorists in 2008).
 */
const TITLE_FACTOR = 3;

/** Whether every number of `some` is one of `all`'s (phrases are a few words: a scan is enough). */
function within(some: readonly number[], all: readonly number[]): boolean {
  return some.every((n) => all.includes(n));
}

/**
 * Whether two phrases are pieces of one longer run, two words or more of one's end the other's
 * start (*Cold Spring Harbor Laboratory* and *Spring Harbor Laboratory Press*, *Aung San Suu Kyi*
 * and *paix Aung San Suu*): the second says the first again. `a` and `b` are numbersOf's, last
 * concept first, so `a`'s start here is its end in the text.
 */
function overlapping(a: readonly number[], b: readonly number[]): boolean {
  for (let k = 2; k <= Math.min(a.length, b.length); k++) {
    let same = true;
    for (let i = 0; i < k && same; i++) same = a[i] === b[b.length - k + i];
    if (same) return true;
  }
  return false;
}

function mostUsed(forms: ReadonlyMap<string, number>): string {
  let best = '';
  let most = 0;
  for (const [form, count] of forms) if (count > most) [best, most] = [form, count];
  return best;
}
