// Greek: Snowball stems; accents kept in the label, final sigma as written.
import { snowball, type LanguageModule } from './language.js';

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const GREEK_CONTENT = '';

export const greek: LanguageModule = {
  code: 'el',
  name: 'Greek',
  script: 'Greek',
  trigramCode: 'ell',
  commonWords: `και το η ο να του της την τα των σε με για από που δεν είναι οι στο στην στα θα ως αν ή ένα μια`,
  stopwords: { stopword: 'ell', iso: 'el', keep: GREEK_CONTENT },
  stemmer: snowball('greek'),
};
