// wink-pos-tagger's context rules, run as its rules engine runs them (src/rules-engine.js: the four
// rule sets in the same order, each token's rules for its current tag in the same order, the first
// rule that changes the tag ending that token's turn), with the work that cannot change a tag left
// out. A rule sets the token's own tag (every rule of the package has thenPosAt 0), and only to one
// of the token's candidate tags: so a token with one candidate is never changed, and a rule whose
// tag is not among the candidates can never apply, whatever its conditions. The package tests the
// conditions of every rule of every token first; most tokens have one candidate, and that testing
// was most of tagging a text. test/core/text/english-tagger.test.ts holds the two to the same tags.
import valueRulesBefore from 'wink-pos-tagger/src/rules/value-rules-le0.js';
import posRulesBefore from 'wink-pos-tagger/src/rules/pos-rules-le0.js';
import valueRulesAfter from 'wink-pos-tagger/src/rules/value-rules-ge0.js';
import posRulesAfter from 'wink-pos-tagger/src/rules/pos-rules-ge0.js';
import type { ContextRule, ContextRules, RuleTest } from 'wink-pos-tagger/src/rules/pos-rules-le0.js';

/** The package's operation codes (src/rules/consts.js). */
const AT_DELTA = 0;

type Token = { value: string; pos?: string; normal?: string };

/** The rules looking back first, then ahead; within each, those on a word's value before those on tags. */
const RULE_SETS: readonly ContextRules[] = [valueRulesBefore, posRulesBefore, valueRulesAfter, posRulesAfter];

function holds(tokens: readonly Token[], at: number, test: RuleTest): boolean {
  const { operand, matches } = test;
  const property = operand.property as keyof Token;
  if (test.op === AT_DELTA) {
    const token = tokens[at + operand.delta!];
    return token !== undefined && matches.test(token[property] as string);
  }
  for (let d = operand.range![0]; d <= operand.range![1]; d++) {
    const token = tokens[at + d];
    if (token !== undefined && matches.test(token[property] as string)) return true;
  }
  return false;
}

function applies(tokens: readonly Token[], at: number, rule: ContextRule): boolean {
  for (const test of rule.rules) if (!holds(tokens, at, test)) return false;
  return true;
}

/** Chooses each token's tag among its candidates (`poses[i]`, the first set as its `pos`) by its context, in place. */
export function applyContextRules(tokens: Token[], poses: readonly (readonly string[])[]): void {
  for (const set of RULE_SETS) {
    for (let i = 0; i < tokens.length; i++) {
      const candidates = poses[i];
      if (candidates.length < 2) continue;
      const rules = set[tokens[i].pos!];
      if (rules === undefined) continue;
      for (const rule of rules) {
        if (!candidates.includes(rule.willBe) || !applies(tokens, i, rule)) continue;
        tokens[i].pos = rule.willBe;
        break;
      }
    }
  }
}
