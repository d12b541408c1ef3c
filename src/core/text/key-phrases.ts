// Key phrases: the runs of two to four concepts a text writes side by side (customer relationship
// management, phase field model), matched on their concepts and shown as the text writes them,
// ranked by how central their concepts are in the text's graph and how often the text uses them.
import { PairNumbers } from '../graph/pair-index.js';
import type { LanguageModule } from './languages/language.js';
import { conceptsOf, rankPhrases, type CandidateTable, type KeyPhrase, type Lead, type PhraseChecks } from './phrase-ranking.js';

export type { KeyPhrase, Lead };

/** A language's phrase joiners (LanguageModule.phraseJoiners) as a set, made once a language; undefined where it has none. */
export function phraseJoinersOf(module: LanguageModule): ReadonlySet<string> | undefined {
  if (!module.phraseJoiners) return undefined;
  let set = joinerSets.get(module);
  if (!set) joinerSets.set(module, (set = new Set(module.phraseJoiners.split(/\s+/))));
  return set;
}
const joinerSets = new WeakMap<LanguageModule, ReadonlySet<string>>();

/** Phrases are at most this many words long. */
export const LONGEST_PHRASE = 4;
/**
 * Whether two words are side by side: only spaces (tabs, no-break spaces) and at most one hyphen
 * lie between them, in text[from, to); read in place, a scan of millions of words makes no string.
 */
export function sideBySide(text: string, from: number, to: number): boolean {
  let hyphen = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0xa0) continue;
    if (c !== 0x2d || hyphen) return false;
    hyphen = true;
  }
  return true;
}

/** What a scan tells of each token: its concept (null for a stopword, punctuation, anything not a word) and where it is. */
export type WordObserver = (concept: string | null, start: number, end: number) => void;

/**
 * A part's candidates as plain data (data(), absorb()): candidate k's prefix (-1: none), last concept,
 * count, whether it leads, its first way written[ends[k - 1], ends[k]); `forms`: those written two ways.
 */
export interface PhraseData {
  concepts: string[];
  prefix: Int32Array;
  last: Int32Array;
  count: Int32Array;
  leads: Uint8Array;
  written: string;
  ends: Int32Array;
  forms: [number, [string, number][]][];
}

/**
 * Gathers a text's candidate phrases, one sentence at a time: every run of one to four words
 * side by side that are all concepts (a stopword, punctuation or a line break ends a run; in a
 * language that joins its compound nouns by a function word, one such word between two concepts
 * does not: *mot de passe*). The
 * sentence's tokens come from the scan that finds its concepts (`reader`), so the text is read
 * once. Candidates are numbered in a trie (a phrase's number keys its extensions by one more
 * concept): a long text's millions of phrases are found without making a string for each.
 */
export class PhraseCandidates implements CandidateTable {
  private readonly conceptNumbers = new Map<string, number>();
  readonly concepts: string[] = [];
  /** Each candidate: its prefix's number (-1 for one word), its last concept, how often it occurs, where it leads (Lead). */
  readonly prefix: number[] = [];
  readonly last: number[] = [];
  readonly count: number[] = [];
  readonly leads: Lead[] = [];
  /** How each candidate is first written, and each way's count once a second way is met. */
  readonly first: string[] = [];
  readonly forms = new Map<number, Map<string, number>>();
  /** Each candidate's number by its prefix's number + 1 and its last concept's. */
  private readonly children = new PairNumbers();

  /** `elided`: the language's elided articles as written (d'Alan), which no phrase starts with. */
  constructor(
    private readonly elided?: RegExp,
    /** How many words the whole text has, stopwords included: what a word's count is read against (commonAlone). */
    readonly words = 0,
    /** The function words that may join two of a run's concepts (LanguageModule.phraseJoiners: *mot de passe*), lowercase. */
    private readonly joiners?: ReadonlySet<string>,
  ) {}

  /** Where a phrase that starts with the word at `start` begins: after an elided article. */
  private phraseStart(text: string, start: number): number {
    const elided = this.elided;
    if (!elided) return start;
    elided.lastIndex = start;
    return elided.test(text) ? elided.lastIndex : start;
  }

  /** The sentence's token observer, and what to call once its tokens are all seen. */
  reader(sentence: string, leading: Lead): { observe: WordObserver; done: () => void } {
    // The run's last LONGEST_PHRASE concept numbers and word starts, and the candidate each run
    // of them ending at the last word is (ends[k]: the last k + 1 words), so that a new word
    // extends each by one step down the trie rather than walking it from the root.
    const numbers: number[] = [];
    const starts: number[] = [];
    let ends: number[] = [];
    let lastEnd = -1;
    // Where a joiner after the run's last concept ends (mot de|), or -1: one joiner, then a concept, or the run ends.
    let joinedTo = -1;
    // The run's first word after the joiner it holds (passe of mot de passe), or -1: a phrase holds one joiner at most.
    let afterJoiner = -1;
    const joiners = this.joiners;
    const flush = () => {
      numbers.length = 0;
      starts.length = 0;
      ends = [];
      joinedTo = -1;
      afterJoiner = -1;
    };
    const observe: WordObserver = (concept, start, end) => {
      if (concept === null) {
        if (joiners && joinedTo < 0 && numbers.length > 0 && sideBySide(sentence, lastEnd, start) && joiners.has(sentence.slice(start, end).toLowerCase())) {
          // A second joiner: the run goes on from the words after the first (date de péremption of Absence de date de péremption).
          if (afterJoiner > 0) {
            numbers.splice(0, afterJoiner);
            starts.splice(0, afterJoiner);
            ends.length = numbers.length;
          }
          joinedTo = end;
          return;
        }
        return flush();
      }
      if (numbers.length > 0 && !sideBySide(sentence, joinedTo >= 0 ? joinedTo : lastEnd, start)) flush();
      if (joinedTo >= 0) afterJoiner = numbers.length;
      joinedTo = -1;
      if (numbers.length === LONGEST_PHRASE) {
        numbers.shift();
        starts.shift();
        // The words before the joiner gone, the run holds none.
        if (afterJoiner >= 0 && --afterJoiner <= 0) afterJoiner = -1;
      }
      const number = this.numberOf(concept);
      numbers.push(number);
      starts.push(this.phraseStart(sentence, start));
      lastEnd = end;
      // Every phrase that ends with this word, shortest first: the last one to LONGEST_PHRASE words of the run.
      const run = numbers.length;
      const next: number[] = [];
      for (let from = run - 1; from >= 0; from--) {
        if (firstRepeats(numbers, from, run)) break;
        const node = this.child(from === run - 1 ? -1 : ends[run - 2 - from], number);
        this.count[node]++;
        if (leading > this.leads[node]) this.leads[node] = leading;
        this.written(node, sentence, starts[from], end);
        next.push(node);
      }
      ends = next;
    };
    return { observe, done: flush };
  }

  private numberOf(concept: string): number {
    let n = this.conceptNumbers.get(concept);
    if (n === undefined) {
      n = this.concepts.length;
      this.conceptNumbers.set(concept, n);
      this.concepts.push(concept);
    }
    return n;
  }

  /** The candidate `node`'s phrase followed by concept `number`, numbered when first met. */
  private child(node: number, number: number): number {
    const child = this.children.number(node + 1, number);
    if (child === this.prefix.length) {
      this.prefix.push(node);
      this.last.push(number);
      this.count.push(0);
      this.leads.push(0);
      this.first.push('');
    }
    return child;
  }

  /** Counts one way the candidate is written, text[from, to); a string is made only for a way not met before. */
  private written(node: number, text: string, from: number, to: number): void {
    const first = this.first[node];
    if (first === '') {
      this.first[node] = text.slice(from, to);
      return;
    }
    let ways = this.forms.get(node);
    if (!ways && to - from === first.length && text.startsWith(first, from)) return;
    // Most phrases are written one way only: the count of each way is kept once there are two.
    if (!ways) this.forms.set(node, (ways = new Map([[first, this.count[node] - 1]])));
    const way = text.slice(from, to);
    ways.set(way, (ways.get(way) ?? 0) + 1);
  }

  /** The candidates as plain data, to cross to another thread (its typed arrays can be transferred). */
  data(): PhraseData {
    const ends = new Int32Array(this.first.length);
    let end = 0;
    for (let k = 0; k < ends.length; k++) ends[k] = end += this.first[k].length;
    return {
      concepts: this.concepts,
      prefix: Int32Array.from(this.prefix),
      last: Int32Array.from(this.last),
      count: Int32Array.from(this.count),
      leads: Uint8Array.from(this.leads),
      written: this.first.join(''),
      ends,
      // By candidate: the map's order (when a second way was met) differs in parts, and means nothing.
      forms: [...this.forms].sort((a, b) => a[0] - b[0]).map(([node, ways]) => [node, [...ways]]),
    };
  }

  /**
   * Adds the candidates of the text's next part, read apart (data()): the same candidates,
   * numbers, counts and ways of writing them as reading that part here would have made.
   */
  absorb(part: PhraseData): void {
    const numbers = part.concepts.map((concept) => this.numberOf(concept));
    const nodes = new Int32Array(part.prefix.length);
    const forms = new Map(part.forms);
    let from = 0;
    for (let k = 0; k < nodes.length; k++) {
      const to = part.ends[k];
      const prefix = part.prefix[k];
      const created = this.prefix.length;
      const node = (nodes[k] = this.child(prefix < 0 ? -1 : nodes[prefix], numbers[part.last[k]]));
      const before = this.count[node];
      this.count[node] = before + part.count[k];
      if (part.leads[k] > this.leads[node]) this.leads[node] = part.leads[k] as Lead;
      const ways = forms.get(k);
      if (node === created) {
        this.first[node] = part.written.slice(from, to);
        if (ways) this.forms.set(node, new Map(ways));
      } else {
        const first = this.first[node];
        let mine = this.forms.get(node);
        // As written(): the ways are counted once a second one is met.
        if (mine || ways || to - from !== first.length || !part.written.startsWith(first, from)) {
          if (!mine) this.forms.set(node, (mine = new Map([[first, before]])));
          for (const [way, n] of ways ?? [[part.written.slice(from, to), part.count[k]] as const]) mine.set(way, (mine.get(way) ?? 0) + n);
        }
      }
      from = to;
    }
  }

  /** Whether the text writes the candidate `key` (concepts joined by a space): those concepts side by side, in order, in one sentence. */
  has(key: string): boolean {
    let node = -1;
    for (const concept of key.split(' ')) {
      const number = this.conceptNumbers.get(concept);
      const child = number === undefined ? -1 : this.children.find(node + 1, number);
      if (child < 0) return false;
      node = child;
    }
    return node >= 0 && this.count[node] > 0;
  }

  /** Each candidate of two to `longest` concepts the text writes at least `min` times: its concepts, first to last, and its count. */
  runs(min: number, longest: number, visit: (concepts: string[], count: number) => void): void {
    // A candidate's prefix is numbered before it: its length is its prefix's plus one.
    const length = new Uint8Array(this.count.length);
    for (let node = 0; node < length.length; node++) {
      length[node] = this.prefix[node] < 0 ? 1 : length[this.prefix[node]] + 1;
      if (length[node] >= 2 && length[node] <= longest && this.count[node] >= min) visit(conceptsOf(this, node), this.count[node]);
    }
  }

  /** The best `limit` phrases by `weight`, less those `checks` refuse (phrase-ranking.ts, rankPhrases). */
  ranked(weight: (concept: string) => number, limit: number, checks?: PhraseChecks): KeyPhrase[] {
    return rankPhrases(this, weight, limit, checks);
  }
}

/**
 * Whether numbers[from] is one of numbers[from + 1..to) (data data is no phrase): a phrase grows
 * leftwards from its last word, the rest already known to differ.
 */
function firstRepeats(numbers: readonly number[], from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) if (numbers[k] === numbers[from]) return true;
  return false;
}
