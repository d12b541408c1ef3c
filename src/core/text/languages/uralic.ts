// Finnish and Hungarian: Snowball stems take off the case endings that these languages stack on a word.
import { snowball, type LanguageModule } from './language.js';

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const FINNISH_CONTENT = `eri lisää haluat mahdollista koko oikealla nopeasti aikaa osa oikein ajan yhteydessä tavalla uuden aika uusi
  suuri suurin luo tapauksessa halua pieni suoraan täysin helposti aloittaa hyvä asiat uuteen seuraavat asia
  parhaiten aikaan vaiheessa asioiden hetkellä suuren parempi`;
const HUNGARIAN_CONTENT = `új bal teljes különböző nagy esetben utolsó külön lehetőség nagyobb balra újabb jól második jobbra kész előző
  száz ezer jó éves egész közepén évvel`;

export const finnish: LanguageModule = {
  code: 'fi',
  name: 'Finnish',
  script: 'Latin',
  trigramCode: 'fin',
  marks: /(?:ss[aä]|ll[aä]|st[aä]|lt[aä]|aa|ää|nen)$/u,
  commonWords: `ja on ei se että tai kun jos voi voit mutta myös sekä kuin niin ole ovat oli olla tämä tämän
    nämä joka jotka sen sinun hän he me te`,
  stopwords: { stopword: 'fin', iso: 'fi', keep: FINNISH_CONTENT },
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
  stopwords: { stopword: 'hun', iso: 'hu', keep: HUNGARIAN_CONTENT },
  stemmer: snowball('hungarian'),
};
