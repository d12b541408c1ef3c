// Rule `must-mention`: every listed concept appears in the text (after the same lowercase, lemma and stopword steps).
import type { Rule, ConceptEntry } from './rule.js';
import { conceptList, quoted } from './rule.js';
import { occurrences } from './concept-entries.js';

interface Options {
  concepts: string[];
}
interface Prepared {
  entries: ConceptEntry[];
}

/** How many concepts --init asks every text to keep mentioning. */
const SUGGESTED = 5;

export const mustMentionRule: Rule<Options, Prepared> = {
  id: 'must-mention',
  defaultSeverity: 'error',
  description: 'Every concept in concepts appears in the text (matched after the analysis: "Graphs" matches graph); a phrase needs all its words.',
  shape: { concepts: conceptList },
  required: { concepts: 'the concepts that must appear, such as ["graph", "cluster"]' },
  messages: {
    default: '{missing} of {total} required concepts not mentioned: {names}',
    none: 'all {total} required concepts mentioned',
  },
  async prepare(options, env, key) {
    return { entries: await env.concepts(options.concepts, `${key}.concepts`) };
  },
  check(facts, { entries }) {
    const missing = entries.filter((e) => occurrences(e, facts) === 0).map((e) => e.entry);
    return {
      passed: missing.length === 0,
      measured: `${entries.length - missing.length}/${entries.length}`,
      limit: `${entries.length}/${entries.length}`,
      template: missing.length === 0 ? 'none' : 'default',
      vars: { missing: missing.length, total: entries.length, names: quoted(missing) },
      concepts: missing,
    };
  },
  suggest(measured) {
    // Concepts every text mentions, most influential overall first.
    const influence = new Map<string, number>();
    for (const f of measured) for (const c of f.concepts) if (f.totalBc > 0) influence.set(c.name, (influence.get(c.name) ?? 0) + c.bc / f.totalBc);
    const everywhere = [...influence.keys()].filter((name) => measured.every((f) => f.mentions.has(name)));
    const chosen = everywhere.sort((a, b) => influence.get(b)! - influence.get(a)!).slice(0, SUGGESTED);
    return chosen.length > 0 ? { concepts: chosen } : undefined;
  },
};
