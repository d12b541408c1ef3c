// Rule `diversity`: the text's diversity class must lie between two classes of biased < focused < diversified < dispersed.
import * as z from 'zod/mini';
import type { DiversityScore } from '../../core/graph/diversity.js';
import type { Rule } from './rule.js';
import { fixed2, highEnd, lowEnd, plural, quoted, range } from './rule.js';

export const SCORES: readonly DiversityScore[] = ['biased', 'focused', 'diversified', 'dispersed'];
const score = z.enum(SCORES as [DiversityScore, ...DiversityScore[]], { error: `must be one of ${SCORES.join(', ')}` });

interface Options {
  min?: DiversityScore;
  max?: DiversityScore;
}

const rank = (s: DiversityScore) => SCORES.indexOf(s);

export const diversityRule: Rule<Options> = {
  id: 'diversity',
  defaultSeverity: 'error',
  needsShape: true,
  description: 'The diversity class (biased < focused < diversified < dispersed) lies between min and max (defaults: focused, dispersed).',
  shape: { min: z.optional(score), max: z.optional(score) },
  messages: {
    default: 'diversity is {measured}, allowed {limit} (modularity {modularity}, {clusters}, most influential: {top})',
  },
  check(facts, options) {
    const min = options.min ?? 'focused';
    // Calibrated on about 650 READMEs of npm packages: reference pages are often dispersed, rarely biased.
    const max = options.max ?? 'dispersed';
    const measured = facts.diversity.diversity_score;
    const top = facts.concepts.slice(0, 5).map((c) => c.name);
    return {
      passed: rank(measured) >= rank(min) && rank(measured) <= rank(max),
      measured,
      limit: range(min, max),
      vars: { modularity: fixed2(facts.modularity), clusters: plural(facts.diversity.total_clusters, 'cluster'), top: quoted(top) },
      concepts: top,
    };
  },
  suggest(measured) {
    const ranks = measured.map((f) => rank(f.diversity.diversity_score));
    return { min: SCORES[Math.floor(lowEnd(ranks))], max: SCORES[Math.ceil(highEnd(ranks))] };
  },
};
