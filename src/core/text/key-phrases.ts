// Key phrases: the runs of two to four concepts a text writes side by side (customer relationship
// management, phase field model), matched on their concepts and shown as the text writes them,
// ranked by how central their concepts are in the text's graph and how often the text uses them.
import type { Emit } from './scan.js';

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

interface Candidate {
  forms: Map<string, number>;
  count: number;
  /** Whether a title or first sentence holds it. */
  leading: boolean;
}

/** Phrases are at most this many words long. */
const LONGEST = 4;
/** Two words are side by side when only spaces or a hyphen lie between them. */
const SIDE_BY_SIDE = /^[ \t\u00a0]*-?[ \t\u00a0]*$/;

/** A word of a run: its concept and where the sentence writes it. */
interface RunWord {
  concept: string;
  start: number;
  end: number;
}

/**
 * Gathers a text's candidate phrases, one sentence at a time: every run of one to four words
 * side by side that are all concepts (a stopword, punctuation or a line break ends a run). The
 * sentence's tokens come from the scan that finds its concepts (`reader`), so the text is read
 * once.
 */
export class PhraseCandidates {
  private readonly byKey = new Map<string, Candidate>();

  constructor(private readonly normalize: (word: string) => string | null) {}

  /** The sentence's token observer (scan.ts's Emit), and what to call once its tokens are all seen. */
  reader(sentence: string, leading: boolean): { emit: Emit; done: () => void } {
    const run: RunWord[] = [];
    const flush = () => {
      if (run.length > 0) this.addRun(sentence, run, leading);
      run.length = 0;
    };
    const emit: Emit = (kind, text, start, end) => {
      const concept = kind === 'word' ? this.normalize(text) : null;
      if (concept === null) return flush();
      const last = run[run.length - 1];
      if (last && !SIDE_BY_SIDE.test(sentence.slice(last.end, start))) flush();
      run.push({ concept, start, end });
    };
    return { emit, done: flush };
  }

  private addRun(sentence: string, run: readonly RunWord[], leading: boolean): void {
    for (let i = 0; i < run.length; i++) {
      let key = '';
      for (let n = 1; n <= LONGEST && i + n <= run.length; n++) {
        const last = run[i + n - 1];
        // A phrase that names one concept twice (data data) is no phrase.
        if (repeats(run, i, i + n - 1)) break;
        key = n === 1 ? last.concept : `${key} ${last.concept}`;
        let candidate = this.byKey.get(key);
        if (!candidate) this.byKey.set(key, (candidate = { forms: new Map(), count: 0, leading: false }));
        const written = sentence.slice(run[i].start, last.end);
        candidate.forms.set(written, (candidate.forms.get(written) ?? 0) + 1);
        candidate.count++;
        candidate.leading ||= leading;
      }
    }
  }

  /** Whether the text writes the candidate `key` (concepts joined by a space): those concepts side by side, in order, in one sentence. */
  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /**
   * The best `limit` phrases by `weight` (a concept's weight in the text: its influence, say;
   * concepts the graph left out weigh 0). A phrase scores the sum of its concepts' weights times
   * the square of log2(1 + how often it occurs): use counts, but less than linearly; a phrase of a title or first sentence counts
   * as used once more. Phrases whose concepts all weigh 0 are left out.
   */
  ranked(weight: (concept: string) => number, limit: number): KeyPhrase[] {
    const scored: KeyPhrase[] = [];
    for (const [lemma, c] of this.byKey) {
      let sum = 0;
      for (const concept of lemma.split(' ')) sum += weight(concept);
      if (sum <= 0) continue;
      const uses = c.count + (c.leading ? 1 : 0);
      scored.push({ phrase: mostUsed(c.forms), lemma, score: sum * Math.log2(1 + uses) ** 2, count: c.count });
    }
    scored.sort((a, b) => b.score - a.score || b.count - a.count || (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0));
    return scored.slice(0, limit);
  }
}

function mostUsed(forms: ReadonlyMap<string, number>): string {
  let best = '';
  let most = 0;
  for (const [form, count] of forms) if (count > most) [best, most] = [form, count];
  return best;
}

/** Whether the concept at `at` is one of those from `from` before it. */
function repeats(run: readonly RunWord[], from: number, at: number): boolean {
  for (let k = from; k < at; k++) if (run[k].concept === run[at].concept) return true;
  return false;
}
