// Rule `word-family`: at most `max` of the top `top` concepts may share a word family (one stem: cluster, clustering).
import * as z from 'zod/mini';
import { families } from '../word-stem.js';
import type { Rule } from './rule.js';
import { count, highEnd, quoted } from './rule.js';

interface Options {
  max?: number;
  top?: number;
}

const DEFAULT_MAX = 2;
const DEFAULT_TOP = 10;

function largestFamily(concepts: readonly string[]): string[] {
  return families(concepts)[0] ?? [];
}

export const wordFamilyRule: Rule<Options> = {
  id: 'word-family',
  defaultSeverity: 'warning',
  needsShape: true,
  description: 'At most max (default 2) of the top concepts (default the top 10 by influence) share a word family, i.e. one stem.',
  shape: { max: z.optional(count(1)), top: z.optional(count(2)) },
  messages: {
    default: '{measured} of the top {top} concepts share a word family ({family}), limit {max}',
    none: 'no two of the top {top} concepts share a word family',
  },
  check(facts, options) {
    const max = options.max ?? DEFAULT_MAX;
    const top = options.top ?? DEFAULT_TOP;
    const family = largestFamily(facts.concepts.slice(0, top).map((c) => c.name));
    return {
      passed: family.length <= max,
      measured: family.length,
      limit: `≤ ${max}`,
      template: family.length <= 1 ? 'none' : 'default',
      vars: { top, family: quoted(family), max },
      concepts: family.length > 1 ? family : [],
      at: family.length > 1 ? family[0] : undefined,
    };
  },
  suggest(measured) {
    const worst = Math.ceil(highEnd(measured.map((f) => largestFamily(f.concepts.slice(0, DEFAULT_TOP).map((c) => c.name)).length)));
    return { max: Math.max(DEFAULT_MAX, worst), top: DEFAULT_TOP };
  },
};
