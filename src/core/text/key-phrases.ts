// Key phrases: the runs of two to four concepts a text writes side by side (customer relationship
// management, phase field model), matched on their concepts and shown as the text writes them,
// ranked by how central their concepts are in the text's graph and how often the text uses them.

export interface KeyPhrase {
  /** As the text writes it most often (ties: first). */
  phrase: string;
  /** Its concepts (the lemmas or joined forms of its words), space-separated: the key it is matched on. */
  lemma: string;
  /** Higher is better; comparable within one text only. */
  score: number;
  /** How often the text uses it. */
  count: number;
}

/** Phrases are at most this many words long. */
export const LONGEST_PHRASE = 4;
/** Two words are side by side when only spaces or a hyphen lie between them. */
export const SIDE_BY_SIDE = /^[ \t\u00a0]*-?[ \t\u00a0]*$/;
/** A phrase's key is its prefix's number times this plus its last concept's number. */
const CONCEPTS = 2 ** 21;

/** What a scan tells of each token: its concept (null for a stopword, punctuation, anything not a word) and where it is. */
export type WordObserver = (concept: string | null, start: number, end: number) => void;

/**
 * Gathers a text's candidate phrases, one sentence at a time: every run of one to four words
 * side by side that are all concepts (a stopword, punctuation or a line break ends a run). The
 * sentence's tokens come from the scan that finds its concepts (`reader`), so the text is read
 * once. Candidates are numbered in a trie (a phrase's number keys its extensions by one more
 * concept): a long text's millions of phrases are found without making a string for each.
 */
export class PhraseCandidates {
  private readonly conceptNumbers = new Map<string, number>();
  private readonly concepts: string[] = [];
  /** Each candidate: its prefix's number (-1 for one word), its last concept, how often it occurs, whether it leads. */
  private readonly prefix: number[] = [];
  private readonly last: number[] = [];
  private readonly count: number[] = [];
  private readonly leads: boolean[] = [];
  /** How each candidate is first written, and each way's count once a second way is met. */
  private readonly first: string[] = [];
  private readonly forms = new Map<number, Map<string, number>>();
  private readonly children = new Map<number, number>();

  /** The sentence's token observer, and what to call once its tokens are all seen. */
  reader(sentence: string, leading: boolean): { observe: WordObserver; done: () => void } {
    // The run's concept numbers and where each word starts and ends; at most LONGEST_PHRASE are needed back.
    const numbers: number[] = [];
    const starts: number[] = [];
    let lastEnd = -1;
    const flush = () => {
      numbers.length = 0;
      starts.length = 0;
    };
    const observe: WordObserver = (concept, start, end) => {
      if (concept === null) return flush();
      if (numbers.length > 0 && !SIDE_BY_SIDE.test(sentence.slice(lastEnd, start))) flush();
      numbers.push(this.numberOf(concept));
      starts.push(start);
      lastEnd = end;
      // Every phrase that ends with this word: the last one to LONGEST_PHRASE words of the run.
      const run = numbers.length;
      for (let from = run - 1; from >= 0 && from >= run - LONGEST_PHRASE; from--) {
        if (firstRepeats(numbers, from, run)) break;
        this.add(numbers, from, run, sentence.slice(starts[from], end), leading);
      }
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

  /** Counts the phrase numbers[from..to), written `written`. */
  private add(numbers: readonly number[], from: number, to: number, written: string, leading: boolean): void {
    let node = -1;
    for (let k = from; k < to; k++) {
      const key = (node + 1) * CONCEPTS + numbers[k];
      let child = this.children.get(key);
      if (child === undefined) {
        child = this.prefix.length;
        this.children.set(key, child);
        this.prefix.push(node);
        this.last.push(numbers[k]);
        this.count.push(0);
        this.leads.push(false);
        this.first.push(k === to - 1 ? written : '');
      }
      node = child;
    }
    if (this.first[node] === '') this.first[node] = written;
    this.count[node]++;
    if (leading) this.leads[node] = true;
    let ways = this.forms.get(node);
    if (ways || written !== this.first[node]) {
      // Most phrases are written one way only: the count of each way is kept once there are two.
      if (!ways) this.forms.set(node, (ways = new Map([[this.first[node], this.count[node] - 1]])));
      ways.set(written, (ways.get(written) ?? 0) + 1);
    }
  }

  /** A candidate's concepts, first to last. */
  private conceptsOf(node: number): string[] {
    const out: string[] = [];
    for (let k = node; k >= 0; k = this.prefix[k]) out.push(this.concepts[this.last[k]]);
    return out.reverse();
  }

  /** Whether the text writes the candidate `key` (concepts joined by a space): those concepts side by side, in order, in one sentence. */
  has(key: string): boolean {
    let node = -1;
    for (const concept of key.split(' ')) {
      const number = this.conceptNumbers.get(concept);
      const child = number === undefined ? undefined : this.children.get((node + 1) * CONCEPTS + number);
      if (child === undefined) return false;
      node = child;
    }
    return node >= 0 && this.count[node] > 0;
  }

  /**
   * The best `limit` phrases by `weight` (a concept's weight in the text: its influence, say;
   * concepts the graph left out weigh 0). A phrase scores the sum of its concepts' weights times
   * the square of log2(1 + how often it occurs): use counts, but less than linearly; a phrase of a title or first sentence counts
   * as used once more. Phrases whose concepts all weigh 0 are left out.
   */
  ranked(weight: (concept: string) => number, limit: number): KeyPhrase[] {
    const weights = Float64Array.from(this.concepts, weight);
    const total = this.count.length;
    // A candidate's prefix is numbered before it: each sum of weights is its prefix's plus one.
    const sums = new Float64Array(total);
    const scores = new Float64Array(total);
    const chosen: number[] = [];
    for (let node = 0; node < total; node++) {
      sums[node] = weights[this.last[node]] + (this.prefix[node] >= 0 ? sums[this.prefix[node]] : 0);
      const count = this.count[node];
      if (count === 0 || sums[node] <= 0) continue;
      const uses = count + (this.leads[node] ? 1 : 0);
      scores[node] = sums[node] * Math.log2(1 + uses) ** 2;
      chosen.push(node);
    }
    // Only ties of score and count need the phrases' keys, each made once.
    const keys = new Map<number, string>();
    const keyOf = (node: number) => {
      let key = keys.get(node);
      if (key === undefined) keys.set(node, (key = this.conceptsOf(node).join(' ')));
      return key;
    };
    chosen.sort((a, b) => scores[b] - scores[a] || this.count[b] - this.count[a] || (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
    return chosen.slice(0, limit).map((node) => {
      const ways = this.forms.get(node);
      return { phrase: ways ? mostUsed(ways) : this.first[node], lemma: keyOf(node), score: scores[node], count: this.count[node] };
    });
  }
}

function mostUsed(forms: ReadonlyMap<string, number>): string {
  let best = '';
  let most = 0;
  for (const [form, count] of forms) if (count > most) [best, most] = [form, count];
  return best;
}

/**
 * Whether numbers[from] is one of numbers[from + 1..to) (data data is no phrase): a phrase grows
 * leftwards from its last word, the rest already known to differ.
 */
function firstRepeats(numbers: readonly number[], from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) if (numbers[k] === numbers[from]) return true;
  return false;
}
