// The parts of wink-pos-tagger and wink-lexicon that the English tagger runs (english-tagger.ts).
declare module 'wink-lexicon/src/punctuations.js' {
  const tags: Record<string, string>;
  export default tags;
}
declare module 'wink-lexicon/src/unknown-words.js' {
  const tags: Record<string, string>;
  export default tags;
}
declare module 'wink-pos-tagger/src/rules/pos-rules-le0.js' {
  /** One condition: the token `delta` away (or any in `range`) has a `property` (value, normal, pos) that `matches`. */
  export interface RuleTest {
    op: number;
    operand: { property: string; delta?: number; range?: [number, number] };
    matches: RegExp;
  }
  /** When every test holds, the token at `thenPosAt` becomes `willBe` (if that is among its candidates). */
  export interface ContextRule {
    rules: RuleTest[];
    thenPosAt: number;
    willBe: string;
  }
  /** The rules to try on a token, by its current tag. */
  export type ContextRules = Record<string, ContextRule[] | undefined>;
  const rules: ContextRules;
  export default rules;
}
declare module 'wink-pos-tagger/src/rules/pos-rules-ge0.js' {
  const rules: import('wink-pos-tagger/src/rules/pos-rules-le0.js').ContextRules;
  export default rules;
}
declare module 'wink-pos-tagger/src/rules/value-rules-le0.js' {
  const rules: import('wink-pos-tagger/src/rules/pos-rules-le0.js').ContextRules;
  export default rules;
}
declare module 'wink-pos-tagger/src/rules/value-rules-ge0.js' {
  const rules: import('wink-pos-tagger/src/rules/pos-rules-le0.js').ContextRules;
  export default rules;
}
