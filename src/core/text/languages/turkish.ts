// Turkish: its own dotted and dotless i, suffixes after an apostrophe (Türkiye'nin) taken off, Snowball stems.
import { mergedStopwords, snowball, type LanguageModule } from './language.js';

export const turkish: LanguageModule = {
  code: 'tr',
  name: 'Turkish',
  script: 'Latin',
  trigramCode: 'tur',
  commonWords: `ve bir bu da de için ile olarak olan gibi daha çok ne en veya ya ancak sonra kadar her şey ki mi
    değil var yok olan oldu ise bunu şu`,
  stopwords: () => mergedStopwords({ stopword: 'tur', iso: 'tr', keep: TURKISH_CONTENT }),
  stemmer: snowball('turkish'),
  lowercase: (word) => word.toLocaleLowerCase('tr'),
  // A proper name's case ending follows an apostrophe: Ankara'da, Türkiye'nin.
  clean: (word) => word.replace(/'\p{L}+$/u, ''),
};

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const TURKISH_CONTENT = '';
