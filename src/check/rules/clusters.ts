// Rule `clusters`: the number of topical clusters lies within bounds.
import * as z from 'zod/mini';
import type { Rule } from './rule.js';
import { count, lowEnd, plural, quoted, range } from './rule.js';

interface Options {
  min?: number;
  max?: number;
}

export const clustersRule: Rule<Options> = {
  id: 'clusters',
  defaultSeverity: 'error',
  needsShape: true,
  description: 'The number of topical clusters lies between min and max (with neither given, min is 2).',
  shape: { min: z.optional(count(1)), max: z.optional(count(1)) },
  messages: {
    default: '{clusters}, allowed {limit}; led by {leaders}',
  },
  check(facts, options) {
    const min = options.max === undefined ? options.min ?? 2 : options.min;
    const measured = facts.diversity.total_clusters;
    const leaders = facts.clusters.slice(0, 8).map((c) => c.concepts[0]).filter((c): c is string => c !== undefined);
    return {
      passed: (min === undefined || measured >= min) && (options.max === undefined || measured <= options.max),
      measured,
      limit: range(min === undefined ? undefined : String(min), options.max === undefined ? undefined : String(options.max)),
      vars: { clusters: plural(measured, 'cluster'), leaders: quoted(leaders) + (facts.clusters.length > leaders.length ? ', …' : '') },
      concepts: leaders,
    };
  },
  suggest(measured) {
    // A little below the low end today: four fifths of it, never below one.
    return { min: Math.max(1, Math.floor(lowEnd(measured.map((f) => f.diversity.total_clusters)) * 0.8)) };
  },
};
