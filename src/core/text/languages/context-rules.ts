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

/**
 * A rule's condition made ready to test: nearly every one of the package's conditions is a word or
 * a tag written as a regular expression (/^TO$/, /^NN$|^NNS$/), tested here as the strings they
 * are; the few others (/..ing$/) stay expressions.
 */
interface Condition {
  property: keyof Token;
  from: number;
  to: number;
  matches: (value: string) => boolean;
}

/** A whole string, or an alternation of whole strings, in a regular expression's source: those strings. */
const LITERAL = /^\^([^\\^$.|?*+()[\]{}]*)\$$/;

function matcher(pattern: RegExp): (value: string) => boolean {
  const literals = pattern.flags === '' ? pattern.source.split('|').map((part) => LITERAL.exec(part)?.[1]) : [undefined];
  if (literals.some((l) => l === undefined)) return (value) => pattern.test(value);
  if (literals.length === 1) {
    const only = literals[0];
    return (value) => value === only;
  }
  const set = new Set(literals);
  return (value) => set.has(value);
}

function condition(test: RuleTest): Condition {
  const { operand } = test;
  const [from, to] = test.op === AT_DELTA ? [operand.delta!, operand.delta!] : operand.range!;
  return { property: operand.property as keyof Token, from, to, matches: matcher(test.matches) };
}

interface ReadyRule {
  conditions: Condition[];
  willBe: string;
}

/** The package's rule sets, by tag, with their conditions made ready; the same rules in the same order. */
function ready(rules: ContextRules): Map<string, ReadyRule[]> {
  return new Map(Object.entries(rules).map(([tag, list]) => [tag, (list ?? []).map((rule: ContextRule) => ({ conditions: rule.rules.map(condition), willBe: rule.willBe }))]));
}

/** The rules looking back first, then ahead; within each, those on a word's value before those on tags. */
const RULE_SETS: readonly Map<string, ReadyRule[]>[] = [valueRulesBefore, posRulesBefore, valueRulesAfter, posRulesAfter].map(ready);

/** Whether a token within the condition's reach of `at` has a property it matches (the package reads `undefined` as a string, which no condition matches). */
function holds(tokens: readonly Token[], at: number, c: Condition): boolean {
  for (let d = c.from; d <= c.to; d++) {
    const token = tokens[at + d];
    if (token !== undefined && c.matches(token[c.property] as string)) return true;
  }
  return false;
}

function applies(tokens: readonly Token[], at: number, rule: ReadyRule): boolean {
  for (const c of rule.conditions) if (!holds(tokens, at, c)) return false;
  return true;
}

/** Chooses each token's tag among its candidates (`poses[i]`, the first set as its `pos`) by its context, in place. */
export function applyContextRules(tokens: Token[], poses: readonly (readonly string[])[]): void {
  for (const set of RULE_SETS) {
    for (let i = 0; i < tokens.length; i++) {
      const candidates = poses[i];
      if (candidates.length < 2) continue;
      const rules = set.get(tokens[i].pos!);
      if (rules === undefined) continue;
      for (const rule of rules) {
        if (!candidates.includes(rule.willBe) || !applies(tokens, i, rule)) continue;
        tokens[i].pos = rule.willBe;
        break;
      }
    }
  }
}
