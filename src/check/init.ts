// `tna check --init`: a starting configuration from the texts as they are, each threshold a little looser than today's measure.
import type { AnalysisSettings } from './config-schema.js';
import type { GraphFacts } from './facts.js';
import { RULES } from './rules/index.js';

/** Why a rule is left off, for the $comment of a rule --init cannot set from the texts alone. */
const OFF_BECAUSE: Record<string, string> = {
  'must-mention': 'No concept occurs in every text: list the concepts that must appear, then set severity.',
  'must-not-mention': 'List concepts that must never appear (product names you retired, internal code names), then set severity.',
  drift: 'Compare with a reference: run with --baseline FILE_OR_SAVED_GRAPH, or set baseline here and a severity.',
  gaps: 'Some text has no content gap (fewer than two topics of two concepts or more); set min when that changes.',
};

/**
 * The configuration as JSON text. JSON has no comments, so each rule carries a "$comment" (a key
 * every object of the configuration accepts and the checker ignores) saying what it measures.
 */
export function initialConfig(measured: readonly GraphFacts[], analysis: AnalysisSettings, sources: number): string {
  const rules: Record<string, Record<string, unknown>> = {};
  for (const rule of RULES) {
    const suggested = measured.length > 0 ? rule.suggest?.(measured) : undefined;
    if (suggested) {
      rules[rule.id] = { $comment: rule.description, ...suggested, severity: rule.defaultSeverity };
    } else {
      const placeholder = rule.required?.concepts !== undefined ? { concepts: [] as string[] } : {};
      rules[rule.id] = { $comment: `${rule.description} ${OFF_BECAUSE[rule.id] ?? ''}`.trim(), ...placeholder, severity: 'off' };
    }
  }
  const config = {
    $comment: `Written by \`tna check --init\` from ${sources} text${sources === 1 ? '' : 's'}: every threshold is a little looser than what they measure today, so \`tna check\` passes on them. Tighten as the texts improve.`,
    check: {
      rules,
      overrides: [] as unknown[],
      analysis: {
        $comment: 'How texts become graphs: stopword language (auto or a code), extra stopwords, the node cap (a number or "all"), and what one statement is (line, paragraph, sentence).',
        language: analysis.language,
        stopwords: analysis.stopwords,
        maxNodes: analysis.maxNodes === 0 ? 'all' : analysis.maxNodes,
        split: analysis.split,
      },
    },
  };
  return JSON.stringify(config, null, 2) + '\n';
}
