// Rule `must-mention-phrase`: every listed phrase is written as such, its words side by side and in order, matched on their concepts.
import * as z from 'zod/mini';
import type { Rule } from './rule.js';

interface Options {
  phrases: string[];
}
interface Prepared {
  /** Each phrase as the facts name it (its spacing made one space). */
  phrases: string[];
}

/** How many phrases --init asks every text to keep writing. */
const SUGGESTED = 3;

/** An empty list is allowed (it never fails), so --init can write one for the user to fill in. */
const phraseList = z.array(z.string({ error: 'must be a phrase (a string of words)' }), { error: 'must be a list of phrases, such as ["customer relationship management"]' });

export const mustMentionPhraseRule: Rule<Options, Prepared> = {
  id: 'must-mention-phrase',
  defaultSeverity: 'error',
  description:
    'Every phrase in phrases (two to four words) is written as such: its words side by side and in order, matched after the analysis ("Customer Relationship Managements" writes customer relationship management); its words all there but apart do not count.',
  shape: { phrases: phraseList },
  required: { phrases: 'the phrases that must be written as such, such as ["customer relationship management"]' },
  asksPhrases: 'phrases',
  messages: {
    default: '{missing} of {total} required phrases not written as such: {names}',
    none: 'all {total} required phrases written as such',
  },
  async prepare(options, env, key) {
    return { phrases: env.phrases(options.phrases, `${key}.phrases`) };
  },
  check(facts, { phrases }) {
    const written = new Set(facts.phrases?.written);
    const apart = new Set(facts.phrases?.apart);
    const missing = phrases.filter((p) => !written.has(p));
    return {
      passed: missing.length === 0,
      measured: `${phrases.length - missing.length}/${phrases.length}`,
      limit: `${phrases.length}/${phrases.length}`,
      template: missing.length === 0 ? 'none' : 'default',
      vars: {
        missing: missing.length,
        total: phrases.length,
        // Where must-mention would pass, say so: the words are there, only not as the phrase.
        names: missing.map((p) => (apart.has(p) ? `'${p}' (its words apart)` : `'${p}'`)).join(', '),
      },
      concepts: missing,
    };
  },
  suggest(measured) {
    // Key phrases of every text (the default analysis ranks them), best overall first: the lowest sum of ranks.
    const ranks = new Map<string, number>();
    const shown = new Map<string, string>();
    for (const f of measured) {
      (f.keyPhrases ?? []).forEach((k, i) => {
        ranks.set(k.lemma, (ranks.get(k.lemma) ?? 0) + (k.rank ?? i));
        if (!shown.has(k.lemma)) shown.set(k.lemma, k.phrase);
      });
    }
    const everywhere = [...ranks.keys()].filter((lemma) => measured.every((f) => f.keyPhrases?.some((k) => k.lemma === lemma)));
    const chosen = everywhere.sort((a, b) => ranks.get(a)! - ranks.get(b)! || (a < b ? -1 : 1)).slice(0, SUGGESTED);
    return chosen.length > 0 ? { phrases: chosen.map((lemma) => shown.get(lemma)!) } : undefined;
  },
};
