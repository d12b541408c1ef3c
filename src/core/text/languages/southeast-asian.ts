// Indonesian (Snowball stems take off its affixes), Vietnamese (syllables) and Thai (dictionary words).
import { mergedStopwords, snowball, type LanguageModule } from './language.js';

export const indonesian: LanguageModule = {
  code: 'id',
  name: 'Indonesian',
  aliases: ['in'],
  script: 'Latin',
  trigramCode: 'ind',
  commonWords: `yang dan di ini itu untuk dengan dari ke pada tidak akan dalam adalah atau juga dapat anda bisa
    oleh jika ada sebagai lebih karena saat telah sudah kami`,
  stopwords: () => mergedStopwords({ stopword: 'ind', iso: 'id', keep: INDONESIAN_CONTENT }),
  stemmer: snowball('indonesian'),
};

export const vietnamese: LanguageModule = {
  code: 'vi',
  name: 'Vietnamese',
  script: 'Latin',
  trigramCode: 'vie',
  commonWords: `và của là có các được cho trong không một những với này để người khi đã từ thì bạn nếu hoặc như
    cũng nào theo sẽ đó`,
  stopwords: () => mergedStopwords({ stopword: 'vie', iso: 'vi', keep: VIETNAMESE_CONTENT }),
  // Vietnamese is written a syllable a word; most syllables have two or three letters.
  minLength: 2,
};

export const thai: LanguageModule = {
  code: 'th',
  name: 'Thai',
  script: 'Thai',
  trigramCode: 'tha',
  commonWords: `ที่ และ การ ใน ของ เป็น ได้ มี ไม่ ให้ จะ ว่า กับ นี้ หรือ จาก โดย แล้ว คุณ ความ เมื่อ ถ้า ต้อง`,
  stopwords: () => mergedStopwords({ stopword: 'tha', iso: 'th', keep: THAI_CONTENT }),
  // Where ICU's dictionary does not know a word (a loanword), it leaves pieces of one consonant
  // and its vowel (อิ, ระ, เก): a Thai word here has two consonants at least.
  clean: (word) => (THAI.test(word) && (word.match(THAI_CONSONANTS)?.length ?? 0) < 2 ? '' : word),
  minLength: 2,
};

const THAI = /^[\u0e00-\u0e7f]+$/;
const THAI_CONSONANTS = /[\u0e01-\u0e2e]/g;

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const INDONESIAN_CONTENT = '';
const VIETNAMESE_CONTENT = '';
const THAI_CONTENT = '';
