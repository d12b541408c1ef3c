// Turkish: its own dotted and dotless i, suffixes after an apostrophe (Türkiye'nin) taken off, Snowball stems.
import { snowball, words, type LanguageModule } from './language.js';

/** Possessive and case endings and the copula, as a text may leave them on a word Snowball does not stem. */
const TURKISH_ENDINGS = `ları leri ların lerin larını lerini daki deki taki teki ndaki ndeki nın nin nun nün sı si su sü yı yi yu yü
  nı ni nu nü ın in un ün da de ta te dan den tan ten ya ye na ne dır dir dur dür tır tir tur tür ı i u ü`;
const VOWELS = ['ı', 'i', 'u', 'ü'];
const ENDS_IN_VOWEL = /[aeıioöuü]$/;
/** Endings with a buffer consonant: they follow a vowel only (dosya-sı, dosya-ya), as the others a consonant only (hak-kı, kitab-ı). */
const AFTER_VOWEL = new Set(words('ya ye yı yi yu yü nın nin nun nün na ne nı ni nu nü sı si su sü ndaki ndeki'));
const AFTER_CONSONANT = new Set(words('ı i u ü ın in un ün'));
/**
 * A word's last consonant doubled (hak, hakkı) or voiced (kitap, kitabı; ağaç, ağacı; renk, rengi)
 * before a vowel ending: the ending replaced by the consonant of the bare word.
 */
const CONSONANT_CHANGES: [string, string][] = [
  ...[...'kstmnbdlr'].flatMap((c) => VOWELS.map((v): [string, string] => [c + c + v, c])),
  ...VOWELS.flatMap((v): [string, string][] => [[`b${v}`, 'p'], [`c${v}`, 'ç'], [`d${v}`, 't'], [`ğ${v}`, 'k'], [`g${v}`, 'k']]),
];

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
  // Possessive and case endings Snowball leaves on (dosyası, satırdaki, hakkı), taken off where the text has the word.
  optionalAffixes: {
    suffixes: [...CONSONANT_CHANGES, ...words(TURKISH_ENDINGS).sort((a, b) => b.length - a.length)],
    fits: (rest, ending) => (AFTER_VOWEL.has(ending) ? ENDS_IN_VOWEL.test(rest) : AFTER_CONSONANT.has(ending) ? !ENDS_IN_VOWEL.test(rest) : true),
  },
};
