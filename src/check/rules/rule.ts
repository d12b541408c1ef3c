// What a rule is (id, default severity, options, message templates, the check itself) and the value types its options use.
import * as z from 'zod/mini';
import type { GraphFacts } from '../facts.js';
import type { Severity } from '../types.js';

/** What a rule found on one text; `vars` fill its message template. */
export interface Outcome {
  passed: boolean;
  measured: number | string;
  limit: string;
  /** Which of the rule's templates words the outcome; `default` when absent. */
  template?: string;
  vars: Record<string, string | number>;
  concepts: string[];
  /** The concept the outcome is about, whose first mention a report points at; absent for the text as a whole. */
  at?: string;
  /** Or the source line the outcome is about, when that is no concept's mention. */
  line?: number;
}

/** A concept list made ready once per run: each entry as written, and the forms it may take (each a set of concepts that must all occur). */
export interface ConceptEntry {
  entry: string;
  forms: string[][];
}

/** The reference a drift rule compares against, analyzed like the texts. */
export interface Baseline {
  label: string;
  facts: GraphFacts;
}

/** A text being checked, as a rule that reads per-text references sees it. */
export interface CheckedText {
  file: string;
  absolute?: string;
}

/** The baseline of a text, or why it has none (a new or renamed file). */
export type BaselineFor = (text: CheckedText) => Promise<Baseline | string>;

/** Work a rule needs done once before the texts are checked, through the same Service. */
export interface PrepareEnv {
  /** The list through the same analysis as the texts (lowercase, lemmas, stopwords). */
  concepts(list: readonly string[], key: string): Promise<ConceptEntry[]>;
  /** A phrase list checked (two to four words, each a concept, side by side), each phrase named as the facts name it. */
  phrases(list: readonly string[], key: string): string[];
  /** `ref` is a file, a directory (files paired by path) or a saved graph's name; `key` names the option in errors. */
  baseline(ref: string, key: string): Promise<BaselineFor>;
  /** Each text's version at a git revision. */
  gitBaseline(rev: string, key: string): Promise<BaselineFor>;
}

export interface Rule<O = Record<string, unknown>, P = O> {
  id: string;
  defaultSeverity: Severity;
  /** One sentence: the $comment that --init writes, and the rule's line in the documentation. */
  description: string;
  /** The rule's own option keys (all optional here; `required` names those a configuration must give, with what to give; `a|b`: one of them). */
  shape: Record<string, z.ZodMiniType>;
  required?: Record<string, string>;
  /** Message templates; `{name}` is replaced by the outcome's `vars` (and `{measured}`, `{limit}`). */
  messages: Record<string, string>;
  /**
   * The option listing phrases whose writing the rule reads (`facts.phrases`): every text's
   * analysis looks for the phrases that option lists anywhere in the configuration.
   */
  asksPhrases?: string;
  prepare?(options: O, env: PrepareEnv, key: string): Promise<P>;
  /** Options for one text, from the prepared ones (drift looks up that text's baseline). */
  forText?(prepared: P, text: CheckedText): Promise<P>;
  check(facts: GraphFacts, options: P): Outcome;
  /** Options a little looser than what these texts measure today, for --init; undefined: leave the rule off. */
  suggest?(measured: readonly GraphFacts[]): O | undefined;
  /**
   * The rule reads the graph's shape (clusters, influence, families), which a text of a few
   * statements does not have: such a text is skipped by it rather than judged or measured.
   */
  needsShape?: boolean;
}

/** The registry holds rules of different option types; each rule checks its own options. */
export type AnyRule = Rule<any, any>;

export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

// ---- option value types ---------------------------------------------------------------

/** 0.25, or "25%". */
export function parseShare(value: unknown): number | undefined {
  if (typeof value === 'number') return value >= 0 && value <= 1 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
  const n = match ? Number(match[1]) / 100 : undefined;
  return n !== undefined && n <= 1 ? n : undefined;
}

export const share = z.pipe(
  z.custom<number | string>((v) => parseShare(v) !== undefined, { error: 'must be a share: a number from 0 to 1, or a percentage such as "25%"' }),
  z.transform<number | string, number>((v) => parseShare(v)!),
);

export const fraction = (min: number, max: number) =>
  z.number({ error: `must be a number from ${min} to ${max}` }).check(z.gte(min, `must be a number from ${min} to ${max}`), z.lte(max, `must be a number from ${min} to ${max}`));

export const count = (min: number) =>
  z.int({ error: `must be a whole number of at least ${min}` }).check(z.gte(min, `must be a whole number of at least ${min}`));

/** An empty list is allowed (it never fails), so --init can write one for the user to fill in. */
export const conceptList = z.array(z.string({ error: 'must be a list of words' }), { error: 'must be a list of words, such as ["graph", "cluster"]' });

// ---- wording --------------------------------------------------------------------------

export const percent = (x: number) => `${Math.round(x * 100)}%`;
export const fixed2 = (x: number) => x.toFixed(2);
/** Numbers as the JSON report carries them: 4 decimals are plenty and keep the output stable. */
export const round4 = (x: number) => Math.round(x * 10000) / 10000;
/** `1 cluster`, `3 clusters`. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const quoted = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ');
/** "≥ 2", "≤ 25%", "2–5": the allowed range in words. */
export function range(min: string | undefined, max: string | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? min : `${min}–${max}`;
  if (min !== undefined) return `≥ ${min}`;
  if (max !== undefined) return `≤ ${max}`;
  return 'any';
}
/**
 * The p-th percentile (0–1) of `values`, interpolated between the two nearest ranks. --init sets
 * thresholds from the 5th and 95th, so that one odd file today neither loosens a rule for every
 * file nor goes unnoticed: it is what the first run reports.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (at - below);
}
/** The low and the high end of what today's texts measure, for a minimum and a maximum. */
export const lowEnd = (values: readonly number[]) => percentile(values, 0.05);
export const highEnd = (values: readonly number[]) => percentile(values, 0.95);

/** Rounded up to 2 decimals, with a little room: what --init allows above today's measure. */
export const looserMax = (x: number, room = 0.05, cap = 1) => Math.min(cap, Math.ceil((x + room) * 100 - 1e-9) / 100);
export const looserMin = (x: number, room = 0.05, floor = 0) => Math.max(floor, Math.floor((x - room) * 100 + 1e-9) / 100);
