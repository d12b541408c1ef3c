// Arabic and Persian: clitics and the article taken off, plural endings joined; Arabic also Snowball-stemmed.
import { snowball, type LanguageModule } from './language.js';

/** Short vowels and other marks (tashkeel) and the tatweel that only stretches a line. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
/** Conjunction (و, ف), preposition (ب, ل, ك) and the article ال; لل is ل with the article. */
const ARABIC_PROCLITICS = /^(?:[وف]?[بكل]?ال|[وف]?لل)(?=\p{L}{2})/u;

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const ARABIC_CONTENT = `عدد نهاية اثر باسم أب اطار اعادة صفر يوم زيارة`;
const PERSIAN_CONTENT = `استفاده نشان نام صورت حال زمان بخش ممکن راه جدید قابل بزرگ وجود جهت مختلف خواسته کنار جا یافتن پیدا طور باز
  مورد عنوان بار مدت خدمات کنونی زمینه کامل ویژه جای خوب بخواهید طریق موارد روز جدا چیز بهتر بیابید سوی عمل بد
  یابد یافت نوع بیابم بیاورم یافته رسید یابی زود راحت آورده یابید`;

export const arabic: LanguageModule = {
  code: 'ar',
  name: 'Arabic',
  script: 'Arabic',
  trigramCode: 'arb',
  commonWords: `في من على إلى أن عن مع هذا هذه التي الذي ما لا أو كان قد ثم كل بين هو هي عند إذا كما أي غير يمكن تم`,
  stopwords: { stopword: 'ara', iso: 'ar', keep: ARABIC_CONTENT },
  stemmer: () => {
    const stem = snowball('arabic')();
    // The hamza forms of alef and the final ya/alef maqsura are spelled either way.
    return (word) => stem(word.replace(/[أإآ]/g, 'ا').replace(/ى$/, 'ي'));
  },
  clean: (word) => word.replace(MARKS, '').replace(ARABIC_PROCLITICS, ''),
  // The future's س (سيتم), the plural ات and the feminine ة, where the text has the word without them.
  optionalAffixes: { prefixes: ['و', 'ف', 'ب', 'ل', 'ك', 'س'], suffixes: ['ات', 'ة'] },
};

export const persian: LanguageModule = {
  code: 'fa',
  marks: /[پچژگ]/u,
  name: 'Persian',
  script: 'Arabic',
  trigramCode: 'pes',
  commonWords: `و در به از که این را با است برای آن یک خود تا بر هم نیز شود می شده بود کند اگر یا هر`,
  stopwords: { stopword: 'fas', iso: 'fa', keep: PERSIAN_CONTENT },
  // A plural or indefinite ending joined by a zero-width non-joiner (کتاب‌ها, کتاب‌های) is not part of the word.
  clean: (word) => word.replace(MARKS, '').replace(/\u200c(?:ها|های|هایی|ای|ی|ام|ات|اش|مان|تان|شان)$/u, '').replace(/ي/g, 'ی').replace(/ك/g, 'ک'),
  optionalAffixes: { suffixes: ['های', 'ها', 'ان', 'ات', 'ی'] },
};
