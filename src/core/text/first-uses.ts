// Where a text first uses a word: the first uses of each of its forms, in the order of the text,
// which the checks of a text's words read in their sentences (the verbs', verb-uses.ts; the
// modifiers', modifier-uses.ts). A common word's first uses lie near a text's start, so the text
// is indexed only as far as the words asked for need.
import type { Statement } from '../types.js';
import { USES_READ } from './noun-phrases.js';
import { lowercasedStatementsText, type StatementsText } from './phrase-uses.js';

/**
 * A run of letters and digits, a whole word as wholeWords tells one, with the possessive's 's (or
 * ’s) that may end it: the run, its possessive and the s are each indexed. A possessive is a form
 * of many words (nation's, year's), and searched for past the index it was read to the end of a
 * long text each time: a third of the checks' time over all 233 addresses.
 */
const WORD_RUN = /[\p{L}\p{M}\p{N}]+(?:['’]s(?![\p{L}\p{M}\p{N}]))?/gu;
/** A form the index holds: a run, or a run's possessive. */
const INDEXED_FORM = /^[\p{L}\p{M}\p{N}]+(?:['’]s)?$/u;
const POSSESSIVE = /['’]s$/;

/** How many characters of a text FirstUses indexes first: a short text's whole. */
const FIRST_INDEXED = 4096;
/**
 * How far into a text FirstUses indexes at most, in characters (about 45,000 words). Past it, the
 * few words whose first uses lie further (a long text's late subjects) are searched for: indexed
 * whole, all 233 State of the Union addresses took a quarter of a second for it. 2^16 to 2^20 made
 * the same time there (docs/benchmarks.md).
 */
const INDEXED_AT_MOST = 1 << 18;

/**
 * Each word's first USES_READ uses, as statement and offset pairs (k, at, k, at…), in the
 * lowercased statements, indexed as far into the text as the words asked for need, INDEXED_AT_MOST
 * at most: a common word's first uses lie near a text's start. Looking each word up statement by
 * statement cost a long text a pass for each word.
 */
export class FirstUses {
  private readonly uses = new Map<string, number[]>();
  /** Every word that starts before this is indexed. */
  private indexed = 0;

  /** `most`: how far it indexes at most (a test's, shorter). */
  constructor(
    private readonly lowered: StatementsText,
    readonly most = INDEXED_AT_MOST,
  ) {}

  /** Where the index reaches: every word that starts before this is in it. */
  get reached(): number {
    return this.indexed;
  }

  /** Whether every word that starts before `at` is indexed. */
  covers(at: number): boolean {
    return this.indexed >= Math.min(at, this.lowered.length);
  }

  /** Indexes the words that start before `at`, `most` at most. */
  extendTo(at: number): void {
    const to = Math.min(at, this.most);
    if (this.covers(to)) return;
    this.indexed = this.lowered.forEachMatch(
      WORD_RUN,
      (word, k, where) => {
        this.add(word, k, where);
        if (POSSESSIVE.test(word)) {
          this.add(word.slice(0, -2), k, where);
          this.add('s', k, where + word.length - 1);
        }
      },
      this.indexed,
      to,
    );
  }

  private add(word: string, k: number, where: number): void {
    const list = this.uses.get(word);
    if (!list) this.uses.set(word, [k, where]);
    else if (list.length < 2 * USES_READ) list.push(k, where);
  }

  /** The first uses of a word among those indexed. */
  of(word: string): readonly number[] {
    return this.uses.get(word) ?? [];
  }
}

const firstUses = new WeakMap<readonly Statement[], FirstUses>();

/** The index of the words' first uses in a text's statements, made once for every check that reads them (the verbs', the modifiers'). */
export function firstUsesOf(statements: readonly Statement[]): FirstUses {
  let index = firstUses.get(statements);
  if (!index) firstUses.set(statements, (index = new FirstUses(lowercasedStatementsText(statements))));
  return index;
}

type Use = [k: number, form: number, at: number, length: number];
/** By statement, then form, then offset. */
const inUseOrder = (a: Use, b: Use) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * The first USES_READ uses of any of `forms` as whole words, as [statement, offset, length], in
 * the order of the statements, then of the forms, then of the offsets. Those of a form that is a
 * run of letters and digits (or its possessive) are read from the index, made to reach the end of
 * the statement of the USES_READ-th use (a use it does not reach comes no sooner), or the text's
 * end; past its reach, they are searched for, as a form that is no such run (well-being) is from
 * the text's start, all of them together, to the end of that statement.
 */
export function usesInOrder(forms: readonly string[], index: FirstUses, lowered: StatementsText): [number, number, number][] {
  const runs = forms.map((form) => (INDEXED_FORM.test(form) ? form : ''));
  let found: Use[] = [];
  let whole = false;
  for (let reach = FIRST_INDEXED; ; ) {
    index.extendTo(reach);
    found = [];
    runs.forEach((form, f) => {
      const list = form ? index.of(form) : [];
      for (let i = 0; i < list.length; i += 2) found.push([list[i], f, list[i + 1], form.length]);
    });
    found.sort(inUseOrder);
    // Where the USES_READ-th use's statement ends: what the index must reach (the text's end while fewer are found).
    const end = found.length >= USES_READ ? lowered.endOf(found[USES_READ - 1][0]) : Infinity;
    whole = index.covers(end);
    // Done, or the index went as far as it goes.
    if (whole || index.reached >= index.most) break;
    reach = end < Infinity ? end : 2 * Math.max(reach, index.reached);
  }
  const others = runs.includes('') ? forms.map((form, f) => (runs[f] ? '' : form)) : undefined;
  if (whole && !others) return firstOf(found);
  const searchedFor = (phrases: readonly string[], from: number) =>
    lowered.forEachUseOfAny(phrases, from, (k, f, at) => {
      if (found.length >= USES_READ && k > found[USES_READ - 1][0]) return false;
      found.push([k, f, at, phrases[f].length]);
      found.sort(inUseOrder);
    });
  if (others) searchedFor(others, 0);
  if (!whole) searchedFor(runs, index.reached);
  return firstOf(found);
}

/** The first USES_READ uses, in order, as [statement, offset, length]. */
const firstOf = (uses: readonly Use[]): [number, number, number][] => uses.slice(0, USES_READ).map(([k, , at, length]) => [k, at, length]);
