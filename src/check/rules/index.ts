// Every rule of `tna check`, in the order reports list them.
import { clustersRule } from './clusters.js';
import { diversityRule } from './diversity.js';
import { driftRule } from './drift.js';
import { gapsRule } from './gaps.js';
import { modularityRule } from './modularity.js';
import { mustMentionRule } from './must-mention.js';
import { mustMentionPhraseRule } from './must-mention-phrase.js';
import { mustNotMentionRule } from './must-not-mention.js';
import { repetitionRule } from './repetition.js';
import type { AnyRule } from './rule.js';
import { topClusterShareRule } from './top-cluster-share.js';
import { topConceptShareRule } from './top-concept-share.js';
import { wordFamilyRule } from './word-family.js';

export const RULES: readonly AnyRule[] = [
  diversityRule,
  modularityRule,
  clustersRule,
  topClusterShareRule,
  topConceptShareRule,
  wordFamilyRule,
  repetitionRule,
  gapsRule,
  mustMentionRule,
  mustMentionPhraseRule,
  mustNotMentionRule,
  driftRule,
];

export const RULE_IDS = RULES.map((r) => r.id);

export function ruleById(id: string): AnyRule | undefined {
  return RULES.find((r) => r.id === id);
}
