// Types of the module that scripts/build-lexicon.cjs generates into dist/ at build time.
/** WordNet base forms that can be nouns, space-separated, sorted by code unit. */
export const nouns: string;
export const verbs: string;
export const adjectives: string;
/** JSON of { noun, verb, adjective }: irregular form → base form. */
export const exceptions: string;
