// Rule `top-cluster-share`: the most influential cluster holds at most this share of all influence (betweenness).
import * as z from 'zod/mini';
import type { Rule } from './rule.js';
import { highEnd, looserMax, percent, quoted, round4, share } from './rule.js';

interface Options {
  max?: number;
}

/**
 * Calibrated on the READMEs of npm packages: about 4% (reference) and 7% (default analysis) of
 * those long enough to judge hold more (see docs/commands/check.md).
 */
const DEFAULT_MAX = { default: 0.9, reference: 0.6 };

export const topClusterShareRule: Rule<Options> = {
  id: 'top-cluster-share',
  defaultSeverity: 'error',
  description: 'The most influential cluster holds at most max of all betweenness (0–1 or "90%"; default 90%, 60% under the reference analysis).',
  needsShape: true,
  shape: { max: z.optional(share) },
  messages: {
    default: 'top cluster ({members}) holds {share} of influence, limit {max}',
  },
  check(facts, options) {
    const max = options.max ?? DEFAULT_MAX[facts.analysis ?? 'default'];
    const measured = facts.diversity.ratio_of_top_cluster_influence_by_betweenness;
    const members = facts.clusters[0]?.concepts.slice(0, 4) ?? [];
    return {
      passed: measured <= max + 1e-9,
      measured: round4(measured),
      limit: `≤ ${percent(max)}`,
      vars: { members: quoted(members), share: percent(measured), max: percent(max) },
      concepts: members,
      at: members[0],
    };
  },
  suggest(measured) {
    return { max: looserMax(highEnd(measured.map((f) => f.diversity.ratio_of_top_cluster_influence_by_betweenness))) };
  },
};
