// Finnish and Hungarian: Snowball stems take off the case endings that these languages stack on a word.
import { mergedStopwords, snowball, type LanguageModule } from './language.js';

export const finnish: LanguageModule = {
  code: 'fi',
  name: 'Finnish',
  script: 'Latin',
  trigramCode: 'fin',
  marks: /(?:ss[aä]|ll[aä]|st[aä]|lt[aä]|aa|ää|nen)$/u,
  commonWords: `ja on ei se että tai kun jos voi voit mutta myös sekä kuin niin ole ovat oli olla tämä tämän
    nämä joka jotka sen sinun hän he me te`,
  stopwords: () => mergedStopwords({ stopword: 'fin', iso: 'fi', keep: FINNISH_CONTENT }),
  stemmer: snowball('finnish'),
};

export const hungarian: LanguageModule = {
  code: 'hu',
  marks: /[őű]/u,
  name: 'Hungarian',
  script: 'Latin',
  trigramCode: 'hun',
  commonWords: `a az és is hogy nem egy meg van vagy de ha csak már még mint ez azt ezt kell lehet volt lesz
    vannak pedig majd után által számára`,
  stopwords: () => mergedStopwords({ stopword: 'hun', iso: 'hu', keep: HUNGARIAN_CONTENT }),
  stemmer: snowball('hungarian'),
};

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const FINNISH_CONTENT = '';
const HUNGARIAN_CONTENT = '';
