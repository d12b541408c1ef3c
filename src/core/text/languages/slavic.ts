// Russian, Ukrainian, Polish and Czech: stems of the Snowball family (Polish and Czech from NLP.js).
import { createRequire } from 'node:module';
import { snowball, words, type LanguageModule } from './language.js';

const require = createRequire(import.meta.url);

/** An NLP.js stemmer (a class with stemWord), by package and class name. */
function nlpjs(pkg: string, className: string): () => (word: string) => string {
  return () => {
    const Stemmer = (require(pkg) as Record<string, new () => { stemWord: (word: string) => string }>)[className];
    const stemmer = new Stemmer();
    return (word) => stemmer.stemWord(word);
  };
}

// Content words the packaged lists hold; docs/analysis.md says how they were found.
// умолчанию, of по умолчанию (by default), a word of no other use: GNOME's Russian help had it
// among 15 pages' top concepts and 10 key phrases (умолчанию скрытые файлы, hidden by default).
// помощью, of с помощью (with, by means of: 109 of its 112 uses there), among 6 pages' key phrases.
const RUSSIAN_IDIOMS = 'умолчанию помощью';
const RUSSIAN_CONTENT = `нужно время окно место имя времени найти работать нужный вид лучше друг начать новый сразу важные выйти часть
  стол начала вернуться день слово путь решить ряд город значит хорошо глаз люди белый недавно долго ждать
  ответить вопрос случай`;
const UKRAINIAN_CONTENT = `мов`;
const POLISH_CONTENT = `sposób nowe cały dobrze możliwe kierunku lat`;
const CZECH_CONTENT = `chcete další nové chtít nový pravé napište tipy zprávy téma chci děkujeme článek chtějí tisíc tisíce dobrý`;

export const russian: LanguageModule = {
  code: 'ru',
  marks: /[ыэъё]/u,
  name: 'Russian',
  script: 'Cyrillic',
  trigramCode: 'rus',
  commonWords: `и в не на что с по как это к для от из за то он она они у же все или так его её их был была было
    быть если при может можно только этот эта`,
  stopwords: { stopword: 'rus', iso: 'ru', keep: RUSSIAN_CONTENT, add: RUSSIAN_IDIOMS },
  stemmer: snowball('russian'),
  // ё is written as е in most Russian text: one word either way.
  lowercase: (word) => word.toLowerCase().replace(/ё/g, 'е'),
};

export const ukrainian: LanguageModule = {
  code: 'uk',
  marks: /[іїєґ]/u,
  name: 'Ukrainian',
  script: 'Cyrillic',
  trigramCode: 'ukr',
  commonWords: `і в на що з не та до як це для у від за його її їх він вона вони але або чи є був була було бути
    якщо при може можна лише цей ця щоб`,
  stopwords: { stopword: 'ukr', iso: 'uk', keep: UKRAINIAN_CONTENT },
  stemmer: snowball('ukrainian'),
  // Case endings Snowball leaves on (пристроїв, пристрої), taken off where the text has the word's other forms.
  optionalAffixes: { suffixes: [['ості', 'ість'], ['ніть', 'нути'], ...words('ами ями їв ів ах ях ою ею ам ям і ї и у ю а я ь')] },
};

export const polish: LanguageModule = {
  code: 'pl',
  marks: /[ąęłńśźż]/u,
  name: 'Polish',
  script: 'Latin',
  trigramCode: 'pol',
  commonWords: `i w na z że się nie do to jest o jak po przez dla od jego jej ich ale lub czy są być może można
    tylko ten ta te tego który która które oraz także`,
  // pomocą, of za pomocą (with, by means of), as Russian's помощью: a top concept of nine of GNOME's first 150 Polish pages.
  stopwords: { stopword: 'pol', iso: 'pl', keep: POLISH_CONTENT, add: 'pomocą' },
  stemmer: nlpjs('@nlpjs/lang-pl', 'StemmerPl'),
  // Case endings the stemmer leaves on (plików, kolorów), taken off where the text has the word's other forms.
  optionalAffixes: { suffixes: [['eń', 'enia'], ['eń', 'enie'], ...words('ami ach ów om owi em ie y i a u e ę ą')] },
};

export const czech: LanguageModule = {
  code: 'cs',
  marks: /[ěůřžščďťň]/u,
  name: 'Czech',
  script: 'Latin',
  trigramCode: 'ces',
  commonWords: `a v na se je s z že do to o k i jako pro by které který která jsou být může lze jeho její jejich ale
    nebo když také tak po od při`,
  stopwords: { stopword: 'ces', iso: 'cs', keep: CZECH_CONTENT, add: 'můžete může můžeme můžeš mohou mohli mohl mohla mohlo lze' },
  stemmer: nlpjs('@nlpjs/lang-cs', 'StemmerCs'),
  // Case endings the stemmer leaves on (klávesy, kláves), taken off where the text has the word's other forms.
  optionalAffixes: { suffixes: words('ami ách ech ům ou y a u e ě i ů') },
};
