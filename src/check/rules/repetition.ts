// Rule `repetition`: at most this share of the statements repeat an earlier one word for word (a
// paragraph pasted twice, a template left unfilled), which no graph measure sees: a paragraph
// pasted ten times has the graph of one paragraph, only heavier.
import * as z from 'zod/mini';
import type { GraphFacts } from '../facts.js';
import type { Rule } from './rule.js';
import { highEnd, looserMax, percent, plural, round4, share } from './rule.js';

interface Options {
  max?: number;
}

/**
 * API references repeat their sentences on purpose (the same option on three methods): in about
 * 650 READMEs of npm packages, 95% repeat under 7% and the few over 25% are such references.
 */
const DEFAULT_MAX = 0.25;

export const repeatedShare = (facts: GraphFacts) => (facts.statements > 0 ? facts.repeated / facts.statements : 0);

export const repetitionRule: Rule<Options> = {
  id: 'repetition',
  defaultSeverity: 'error',
  description: 'At most max of the statements (default 25%) repeat an earlier statement of five words or more word for word.',
  shape: { max: z.optional(share) },
  messages: {
    default: '{repeated} of {statements} repeat an earlier one word for word ({share}), limit {max}',
  },
  check(facts, options) {
    const max = options.max ?? DEFAULT_MAX;
    const measured = repeatedShare(facts);
    return {
      passed: measured <= max + 1e-9,
      measured: round4(measured),
      limit: `≤ ${percent(max)}`,
      vars: { repeated: plural(facts.repeated, 'statement'), statements: facts.statements, share: percent(measured), max: percent(max) },
      concepts: [],
      line: facts.repeated > 0 ? facts.firstRepeatLine : undefined,
    };
  },
  suggest(measured) {
    return { max: looserMax(highEnd(measured.map(repeatedShare))) };
  },
};
