// Hindi: Devanagari words, the NLP.js Hindi stemmer for case and number endings.
import { createRequire } from 'node:module';
import { type LanguageModule } from './language.js';

const require = createRequire(import.meta.url);

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const HINDI_CONTENT = `तरह ओर वर्ग पूरा`;

export const hindi: LanguageModule = {
  code: 'hi',
  name: 'Hindi',
  script: 'Devanagari',
  trigramCode: 'hin',
  commonWords: `के का की है में और को से पर यह कि एक हैं भी लिए नहीं या कर किया जो तो इस था ने हो रहा`,
  stopwords: { stopword: 'hin', iso: 'hi', keep: HINDI_CONTENT },
  stemmer: () => {
    const { StemmerHi } = require('@nlpjs/lang-hi') as { StemmerHi: new () => { stemWord: (word: string) => string } };
    const stemmer = new StemmerHi();
    return (word) => stemmer.stemWord(word);
  },
  minLength: 2,
};
