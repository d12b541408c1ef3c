// Turkish: its own dotted and dotless i, suffixes after an apostrophe (Türkiye'nin) taken off, Snowball stems.
import { snowball, words, type LanguageModule } from './language.js';

/** Possessive and case endings, as a text may leave them on a word Snowball does not stem. */
const TURKISH_ENDINGS = `ları leri ların lerin larını lerini daki deki taki teki ndaki ndeki nın nin nun nün sı si su sü yı yi yu yü
  nı ni nu nü ın in un ün da de ta te dan den tan ten ya ye na ne ı i u ü`;

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const TURKISH_CONTENT = `kaynak tek tam doğru ilgili iş sonunda iyi gerek şey ister tamamen şeyler açıkça şeyi`;

export const turkish: LanguageModule = {
  code: 'tr',
  marks: /[ığş]/u,
  name: 'Turkish',
  script: 'Latin',
  trigramCode: 'tur',
  commonWords: `ve bir bu da de için ile olarak olan gibi daha çok ne en veya ya ancak sonra kadar her şey ki mi
    değil var yok olan oldu ise bunu şu`,
  stopwords: { stopword: 'tur', iso: 'tr', keep: TURKISH_CONTENT },
  stemmer: snowball('turkish'),
  lowercase: (word) => word.toLocaleLowerCase('tr'),
  // A proper name's case ending follows an apostrophe: Ankara'da, Türkiye'nin.
  clean: (word) => word.replace(/'\p{L}+$/u, ''),
  // Possessive and case endings Snowball leaves on (dosyası, satırdaki), taken off where the text has the word.
  optionalAffixes: { suffixes: words(TURKISH_ENDINGS).sort((a, b) => b.length - a.length) },
};
