// Rule `modularity`: how clearly the concepts fall into separate topics (Louvain modularity) lies within bounds.
import * as z from 'zod/mini';
import type { Rule } from './rule.js';
import { fixed2, fraction, looserMin, lowEnd, quoted, range, round4 } from './rule.js';

interface Options {
  min?: number;
  max?: number;
}

/** Below 0.2 the topics blur into one another (the `low` class of the diversity statistics). */
const DEFAULT_MIN = 0.2;

export const modularityRule: Rule<Options> = {
  id: 'modularity',
  defaultSeverity: 'error',
  needsShape: true,
  description: 'Modularity (how clearly concepts fall into separate topics) lies between min and max (−0.5 to 1; with neither given, min is 0.2).',
  shape: { min: z.optional(fraction(-0.5, 1)), max: z.optional(fraction(-0.5, 1)) },
  messages: {
    default: 'modularity is {value}, allowed {limit}; the clusters are led by {leaders}',
  },
  check(facts, options) {
    const min = options.max === undefined ? options.min ?? DEFAULT_MIN : options.min;
    const value = facts.modularity;
    const leaders = facts.clusters.slice(0, 6).map((c) => c.concepts[0]).filter((c): c is string => c !== undefined);
    return {
      passed: (min === undefined || value >= min - 1e-9) && (options.max === undefined || value <= options.max + 1e-9),
      measured: round4(value),
      limit: range(min === undefined ? undefined : fixed2(min), options.max === undefined ? undefined : fixed2(options.max)),
      vars: { value: fixed2(value), leaders: quoted(leaders) },
      concepts: leaders,
    };
  },
  suggest(measured) {
    return { min: looserMin(lowEnd(measured.map((f) => f.modularity)), 0.05, 0) };
  },
};
