// Types of the module that scripts/build-lexicon.cjs generates into dist/ at build time.
/** WordNet base forms that can be nouns, space-separated, sorted by code unit. */
export const nouns: string;
export const verbs: string;
export const adjectives: string;
/** Irregular form → base form, as space-separated `form:base` entries sorted by form (code unit). */
export const nounExceptions: string;
export const verbExceptions: string;
export const adjectiveExceptions: string;
