// Rule `must-not-mention`: none of the listed concepts appears in the text (matched as must-mention matches).
import type { Rule, ConceptEntry } from './rule.js';
import { conceptList } from './rule.js';
import { firstMentioned, occurrences } from './concept-entries.js';

interface Options {
  concepts: string[];
}
interface Prepared {
  entries: ConceptEntry[];
}

export const mustNotMentionRule: Rule<Options, Prepared> = {
  id: 'must-not-mention',
  defaultSeverity: 'error',
  description: 'None of the concepts in concepts appears in the text (matched as must-mention matches).',
  shape: { concepts: conceptList },
  required: { concepts: 'the concepts that must not appear, such as ["password"]' },
  messages: {
    default: 'forbidden concepts mentioned: {found}',
    none: 'none of the {total} forbidden concepts mentioned',
  },
  async prepare(options, env, key) {
    return { entries: await env.concepts(options.concepts, `${key}.concepts`) };
  },
  check(facts, { entries }) {
    const found = entries.map((e) => ({ e, entry: e.entry, times: occurrences(e, facts) })).filter((f) => f.times > 0);
    return {
      passed: found.length === 0,
      measured: found.length,
      limit: '0',
      template: found.length === 0 ? 'none' : 'default',
      vars: {
        total: entries.length,
        found: found.map((f) => `'${f.entry}' (${f.times} statement${f.times === 1 ? '' : 's'})`).join(', '),
      },
      concepts: found.map((f) => f.entry),
      at: found.length > 0 ? firstMentioned(found[0].e, facts) : undefined,
    };
  },
};
