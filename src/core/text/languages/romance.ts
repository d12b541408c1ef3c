// French, Spanish, Portuguese, Italian and Romanian: Snowball stems, elided articles taken off.
import { elisionCleaner, mergedStopwords, snowball, type LanguageModule } from './language.js';

export const french: LanguageModule = {
  code: 'fr',
  marks: /[œæ]/u,
  name: 'French',
  script: 'Latin',
  trigramCode: 'fra',
  commonWords: `le la les de des du un une et est en que qui dans pour pas sur au aux avec ce cette ces il elle ils sont
    par plus ne se sa son ses leur mais ou nous vous être avoir été fait peut tout tous comme si`,
  stopwords: () => mergedStopwords({ stopword: 'fra', iso: 'fr', keep: FRENCH_CONTENT }),
  stemmer: snowball('french'),
  clean: elisionCleaner("l d j m n s t c qu jusqu lorsqu puisqu quoiqu presqu"),
};

export const spanish: LanguageModule = {
  code: 'es',
  marks: /[ñ¿¡]/u,
  name: 'Spanish',
  script: 'Latin',
  trigramCode: 'spa',
  commonWords: `el la los las de del y en que un una es por con para se no su sus al lo como más pero o este esta
    son está están ser ha han hay también muy sin sobre entre cuando todo todos`,
  stopwords: () => mergedStopwords({ stopword: 'spa', iso: 'es', keep: SPANISH_CONTENT }),
  stemmer: snowball('spanish'),
};

export const portuguese: LanguageModule = {
  code: 'pt',
  marks: /[ãõ]/u,
  name: 'Portuguese',
  script: 'Latin',
  trigramCode: 'por',
  aliases: ['pt-br', 'pt-pt'],
  commonWords: `o a os as de do da dos das e em no na nos nas um uma que para com por não se seu sua ao é são
    foi está pelo pela mais como mas ou ser ter também quando você isso este esta`,
  stopwords: () => mergedStopwords({ stopword: 'porBr', iso: 'pt', keep: PORTUGUESE_CONTENT, add: 'por porque' }),
  stemmer: snowball('portuguese'),
  // Plurals Snowball leaves apart from their singular: perfis (perfil), botões (botão).
  optionalAffixes: { suffixes: [['ões', 'ão'], ['ães', 'ão'], ['is', 'il'], ['ns', 'm']] },
};

export const italian: LanguageModule = {
  code: 'it',
  name: 'Italian',
  script: 'Latin',
  trigramCode: 'ita',
  commonWords: `il lo la i gli le di del della dei delle un una uno e è in che per con non si da dal al alla sono
    ma come più anche questo questa essere ha hanno sul sui nel nella ci perché`,
  stopwords: () => mergedStopwords({ stopword: 'ita', iso: 'it', keep: ITALIAN_CONTENT }),
  stemmer: snowball('italian'),
  clean: elisionCleaner("l d dell all dall nell sull coll un quell quest c m t s v n"),
};

export const romanian: LanguageModule = {
  code: 'ro',
  marks: /[ășțşţ]/u,
  name: 'Romanian',
  script: 'Latin',
  trigramCode: 'ron',
  commonWords: `și în de la cu pe un o să nu se este sunt din care pentru că mai sau ca al ale lui acest această fi
    au fost dacă dar prin după către`,
  stopwords: () => mergedStopwords({ stopword: 'ron', iso: 'ro', keep: ROMANIAN_CONTENT }),
  stemmer: snowball('romanian'),
  // Romanian text is often written with the cedilla letters (ş ţ) for the comma-below ones (ș ț).
  lowercase: (word) => word.toLowerCase().replace(/ş/g, 'ș').replace(/ţ/g, 'ț'),
};

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const FRENCH_CONTENT = '';
const SPANISH_CONTENT = '';
const PORTUGUESE_CONTENT = '';
const ITALIAN_CONTENT = '';
const ROMANIAN_CONTENT = '';
