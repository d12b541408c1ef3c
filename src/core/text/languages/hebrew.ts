// Hebrew: the one-letter prefixes (ו, ה, ב, ל, מ, ש, כ) and plural endings taken off where the text has the bare word.
import { type LanguageModule } from './language.js';

/** Function words both packaged lists (one list, twice) lack. */
const HEBREW_FUNCTION_WORDS = `כדי ידי יותר פחות עבור בלבד אינו אינה אינם אינן ניתן כבר עוד כמו כך לכן אשר כאשר איך למה מדוע ללא לפני אחרי תחת מעל וכן וכו אחד אחת שני שתי זו זאת אלו אלה היה היו יהיה תהיה להיות`;

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const HEBREW_CONTENT = `שם`;

export const hebrew: LanguageModule = {
  code: 'he',
  name: 'Hebrew',
  aliases: ['iw'],
  script: 'Hebrew',
  trigramCode: 'heb',
  commonWords: `של את על לא זה עם כי גם אם או הוא היא הם אני אתה יש אין כל מה כאשר רק אבל לפי בין אל`,
  stopwords: { stopword: 'heb', iso: 'he', keep: HEBREW_CONTENT, add: HEBREW_FUNCTION_WORDS },
  optionalAffixes: {
    prefixes: ['וה', 'וב', 'ול', 'ומ', 'וש', 'שה', 'מה', 'כש', 'ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ'],
    suffixes: ['ים', 'ות'],
  },
};
