// Rule `top-concept-share`: the most influential concept holds at most this share of all betweenness.
import * as z from 'zod/mini';
import type { GraphFacts } from '../facts.js';
import type { Rule } from './rule.js';
import { highEnd, looserMax, percent, round4, share } from './rule.js';

interface Options {
  max?: number;
}

/** The top concept's share of the graph's betweenness; 0 when no concept bridges anything. */
export function topConceptShare(facts: GraphFacts): number {
  return facts.totalBc > 0 && facts.concepts.length > 0 ? facts.concepts[0].bc / facts.totalBc : 0;
}

/**
 * Calibrated on the READMEs of npm packages: about 6% of those long enough to judge hold more
 * (see docs/commands/check.md). The default analysis computes influence among the concepts a
 * text repeats, fewer than the reference's, so its top concept holds more.
 */
const DEFAULT_MAX = { default: 0.6, reference: 0.35 };

export const topConceptShareRule: Rule<Options> = {
  id: 'top-concept-share',
  defaultSeverity: 'error',
  description: 'The most influential concept holds at most max of all betweenness (0–1 or "60%"; default 60%, 35% under the reference analysis).',
  needsShape: true,
  shape: { max: z.optional(share) },
  messages: {
    default: "top concept '{concept}' holds {share} of influence, limit {max}",
  },
  check(facts, options) {
    const max = options.max ?? DEFAULT_MAX[facts.analysis ?? 'default'];
    const measured = topConceptShare(facts);
    const concept = facts.concepts[0]?.name ?? '';
    return {
      passed: measured <= max + 1e-9,
      measured: round4(measured),
      limit: `≤ ${percent(max)}`,
      vars: { concept, share: percent(measured), max: percent(max) },
      concepts: concept ? [concept] : [],
      at: concept || undefined,
    };
  },
  suggest(measured) {
    return { max: looserMax(highEnd(measured.map(topConceptShare))) };
  },
};
