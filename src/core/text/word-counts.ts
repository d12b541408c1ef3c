// How often a text uses each of its words as written: what the word forms of a language other
// than English are joined by (word-forms.ts), counted one part of the text after another (on
// several threads, for a long text: src/parallel/read.ts) and added up.
import type { Statement } from '../types.js';
import type { LanguageModule, WordUse } from './languages/language.js';
import { forEachWord } from './scan.js';

/** A mark between two words that ends a clause, or sets one off (a comma, a dash, a quote). */
const CLAUSE_MARK = /[.,;:!?()"„“”«»–—]/u;

/**
 * How often a text uses each word as written, in order of first use, and how often each of them
 * as a verb (the language's verbUse, where it has one). Plain data: the parts of a long text are
 * counted on several threads, and their counts added (WordTally).
 */
export interface WordCounts {
  raws: string[];
  counts: number[];
  verbUses: [string, number][];
}

/** Whether a language's words are joined by the forms the text holds, which needs the text's WordCounts first. */
export function formsNeedCounts(module: LanguageModule): boolean {
  return !module.lemmatize && (module.stemmer !== undefined || module.optionalAffixes !== undefined);
}

/**
 * The WordCounts of statements read one part after another, or of parts counted elsewhere
 * (absorb), in text order: the sums, and the order of first use, are those of the whole text.
 */
export class WordTally {
  private readonly index = new Map<string, number>();
  private readonly counts: number[] = [];
  private readonly verbUses = new Map<string, number>();

  constructor(
    private readonly module: LanguageModule,
    /** Whether the analysis reads words joined by dots as one name (scan.ts). */
    private readonly names: boolean,
  ) {}

  /** Counts the statements' words: one lookup for a word met before (most of a text's words). */
  read(statements: readonly Statement[]): this {
    const count = (raw: string) => {
      const at = this.index.get(raw);
      if (at === undefined) {
        this.index.set(raw, this.counts.length);
        this.counts.push(1);
      } else this.counts[at]++;
    };
    const verbUse = this.module.verbUse;
    for (const statement of statements) {
      if (!verbUse) forEachWord(statement.content, count, this.names);
      else this.readUses(statement.content, verbUse, count);
    }
    return this;
  }

  /** Counts a statement's words, and which of them it uses as verbs: each word is judged once the word after it is known. */
  private readUses(content: string, verbUse: NonNullable<LanguageModule['verbUse']>, count: (raw: string) => void): void {
    let pending: WordUse | undefined;
    let pendingEnd = 0;
    let previous: string | undefined;
    const judge = (use: WordUse) => {
      if (verbUse(use)) this.verbUses.set(use.raw, (this.verbUses.get(use.raw) ?? 0) + 1);
    };
    forEachWord(content, (raw, start, end) => {
      count(raw);
      const breaks = CLAUSE_MARK.test(content.slice(pendingEnd, start));
      if (pending) {
        pending.next = raw;
        pending.closesClause = breaks;
        judge(pending);
        previous = pending.raw.toLowerCase();
      }
      pending = { raw, previous, next: undefined, opensClause: !pending || breaks, closesClause: true, joined: start > 0 && content[start - 1] === '-', joinsNext: content[end] === '-' };
      pendingEnd = end;
    }, this.names);
    if (pending) judge(pending);
  }

  /** Adds the counts of the text's next part. */
  absorb(part: WordCounts): this {
    const { index, counts, verbUses } = this;
    for (let k = 0; k < part.raws.length; k++) {
      const raw = part.raws[k];
      const at = index.get(raw);
      if (at === undefined) {
        index.set(raw, counts.length);
        counts.push(part.counts[k]);
      } else counts[at] += part.counts[k];
    }
    for (const [raw, uses] of part.verbUses) verbUses.set(raw, (verbUses.get(raw) ?? 0) + uses);
    return this;
  }

  counted(): WordCounts {
    return { raws: [...this.index.keys()], counts: this.counts, verbUses: [...this.verbUses] };
  }
}

/** The WordCounts of a text's statements. */
export function countWords(module: LanguageModule, statements: readonly Statement[], names = false): WordCounts {
  return new WordTally(module, names).read(statements).counted();
}
