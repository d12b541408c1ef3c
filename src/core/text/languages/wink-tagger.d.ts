// The parts of wink-pos-tagger and wink-lexicon that the English tagger runs (english-tagger.ts).
declare module 'wink-pos-tagger/src/rules-engine.js' {
  /** Chooses each token's part of speech among its candidates (`poses[i]`) by its context; sets `pos` in place. */
  const applyContextRules: (tokens: { value: string; pos?: string; normal?: string }[], poses: string[][]) => void;
  export default applyContextRules;
}
declare module 'wink-lexicon/src/punctuations.js' {
  const tags: Record<string, string>;
  export default tags;
}
declare module 'wink-lexicon/src/unknown-words.js' {
  const tags: Record<string, string>;
  export default tags;
}
