// Rule `drift`: the top concepts moved at most `maxChange` from a baseline text or saved graph.
//
// The change is 1 − Jaccard overlap of the two top-N lists (N = `top`, by betweenness): 0 when the
// text leads with the same concepts as the baseline, 1 when none of them is shared.
import * as z from 'zod/mini';
import type { Baseline, Rule } from './rule.js';
import { count, percent, quoted, round4, share } from './rule.js';

interface Options {
  maxChange?: number;
  top?: number;
  /** A file (relative to the configuration file) or a saved graph's name; --baseline wins. */
  baseline?: string;
}
interface Prepared {
  maxChange: number;
  top: number;
  baseline: Baseline;
}

const SHOWN = 5;

export const driftRule: Rule<Options, Prepared> = {
  id: 'drift',
  defaultSeverity: 'error',
  description: 'The top concepts (top, default 20) changed at most maxChange (default 50%) from the baseline: 1 − Jaccard overlap of the two top lists. Needs --baseline or baseline.',
  shape: {
    maxChange: z.optional(share),
    top: z.optional(count(2)),
    baseline: z.optional(z.string({ error: 'must be a file or the name of a saved graph' }).check(z.minLength(1, 'must not be empty'))),
  },
  required: { baseline: 'run with --baseline FILE_OR_SAVED_GRAPH, or set baseline to a file or a saved graph\'s name' },
  messages: {
    default: 'top {top} concepts changed {change} from the baseline {baseline}, limit {max}; gone: {gone}; new: {added}',
  },
  async prepare(options, env, key) {
    return { maxChange: options.maxChange ?? 0.5, top: options.top ?? 20, baseline: await env.baseline(options.baseline!, `${key}.baseline`) };
  },
  check(facts, { maxChange, top, baseline }) {
    const now = facts.concepts.slice(0, top).map((c) => c.name);
    const then = baseline.facts.concepts.slice(0, top).map((c) => c.name);
    const nowSet = new Set(now);
    const thenSet = new Set(then);
    const shared = now.filter((c) => thenSet.has(c)).length;
    const union = nowSet.size + thenSet.size - shared;
    const change = union === 0 ? 0 : 1 - shared / union;
    const gone = then.filter((c) => !nowSet.has(c));
    const added = now.filter((c) => !thenSet.has(c));
    return {
      passed: change <= maxChange + 1e-9,
      measured: round4(change),
      limit: `≤ ${percent(maxChange)}`,
      vars: {
        top,
        change: percent(change),
        baseline: baseline.label,
        max: percent(maxChange),
        gone: gone.length > 0 ? quoted(gone.slice(0, SHOWN)) + (gone.length > SHOWN ? ', …' : '') : 'none',
        added: added.length > 0 ? quoted(added.slice(0, SHOWN)) + (added.length > SHOWN ? ', …' : '') : 'none',
      },
      concepts: [...gone.slice(0, SHOWN), ...added.slice(0, SHOWN)],
    };
  },
};
