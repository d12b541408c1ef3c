// Rule `gaps`: at least `min` content gaps between the top topics, and/or none deeper than `maxDepth`.
//
// A content gap is a pair of the top clusters (two concepts or more each, the six most influential),
// as `tna graph` lists its gaps. Its depth is 1 − links / (|A| · |B|): the share of the pairs of
// concepts across the two topics that no relation joins. 1 means the topics never meet in a
// statement; 0 means every concept of one is linked to every concept of the other.
import * as z from 'zod/mini';
import type { GraphFacts } from '../facts.js';
import type { Rule } from './rule.js';
import { count, fixed2, lowEnd, plural, quoted, round4, share } from './rule.js';

interface Options {
  min?: number;
  maxDepth?: number;
}

const sides = (facts: GraphFacts) => {
  const g = facts.gaps[0];
  return g ? { from: g.from.concepts.slice(0, 3), to: g.to.concepts.slice(0, 3) } : undefined;
};

export const gapsRule: Rule<Options> = {
  id: 'gaps',
  defaultSeverity: 'warning',
  needsShape: true,
  description: 'At least min content gaps (pairs of the top topics; with neither option given, min is 1), and with maxDepth no gap deeper than that (0–1: the share of concept pairs across two topics that are never linked).',
  shape: { min: z.optional(count(0)), maxDepth: z.optional(share) },
  messages: {
    few: '{gaps} between the top topics, at least {min} wanted; topics led by {leaders}',
    deep: 'the deepest gap, between {from} and {to}, is {depth} deep (concept pairs never linked), limit {maxDepth}',
  },
  check(facts, options) {
    const min = options.maxDepth === undefined ? options.min ?? 1 : options.min;
    const found = facts.gaps.length;
    const deepest = facts.gaps[0]?.depth ?? 0;
    const fewOk = min === undefined || found >= min;
    const deepOk = options.maxDepth === undefined || deepest <= options.maxDepth + 1e-9;
    const gap = sides(facts);
    const leaders = facts.clusters.slice(0, 6).map((c) => c.concepts[0]).filter((c): c is string => c !== undefined);
    const both = min !== undefined && options.maxDepth !== undefined;
    const template = !fewOk || options.maxDepth === undefined || !gap ? 'few' : 'deep';
    return {
      passed: fewOk && deepOk,
      measured: both ? `${found} gaps, deepest ${fixed2(deepest)}` : min !== undefined ? found : round4(deepest),
      limit: [min !== undefined ? `≥ ${min}` : '', options.maxDepth !== undefined ? `depth ≤ ${fixed2(options.maxDepth)}` : ''].filter(Boolean).join(', '),
      template,
      vars: {
        gaps: plural(found, 'content gap'),
        min: min ?? 0,
        leaders: quoted(leaders),
        from: quoted(gap?.from ?? []),
        to: quoted(gap?.to ?? []),
        depth: fixed2(deepest),
        maxDepth: fixed2(options.maxDepth ?? 1),
      },
      concepts: template === 'deep' && gap ? [...gap.from, ...gap.to] : leaders,
    };
  },
  suggest(measured) {
    const fewest = Math.floor(lowEnd(measured.map((f) => f.gaps.length)));
    return fewest > 0 ? { min: fewest } : undefined;
  },
};
