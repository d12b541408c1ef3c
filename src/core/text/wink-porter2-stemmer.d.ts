// Types for `wink-porter2-stemmer`, which ships none: one function, a lowercase word → its Porter2 stem.
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string;
  export default stem;
}
