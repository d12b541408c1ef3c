// German, Dutch, Swedish, Danish and Norwegian: Snowball stems; compounds stay whole.
import { snowball, type LanguageModule } from './language.js';

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const GERMAN_CONTENT = `besser besten ende gott gross grosse grossen grosser grosses groß große großen großer großes gut gute guter
  gutes hoch jahr jahre jahren kleine kleinen kleiner kleines lang lange leicht mann mensch menschen mittel
  morgen möglich neue neuen offen ordnung recht rechte rechten rechter rechtes richtig sache schlecht startseite
  suche tag tage tagen teil uhr wahr? und? ei, zeit beispiel steht mal später weg achten weit zweite folgende
  allgemeinen`;
const DUTCH_CONTENT = `verschillende tweede laatst vrij klaar vol juist redelijk later honderd duizend missen volgend weg afgelopen`;
const SWEDISH_CONTENT = `olika behöva vänster vänstra höger längst längre övre möjligt nästa bra länge enkelt senast hög stor del rätt
  tidigare bäst långsamt stora delen liten större nedre följande bättre sista gäller litet små långsammare långt
  nummer senare viktig viktigt högst stort lättare enkla värre nödvändiga dagen nödvändig lätt nödvändigt
  viktigast dagar enkel idag sent störst långsam hundra`;
const DANISH_CONTENT = `nyt næste ny forrige godt lille store god stor helt`;
const NORWEGIAN_CONTENT = `navn verdi bruke ny start slutt lang måte tid sist tilstand lik stille rett god riktig arbeid`;

// Conjunctions and adverbs the packaged lists lack (falls, if: among 13 top concept lists of
// GNOME's German help and 13 of the German manual pages'), and Umständen, of unter Umständen
// (possibly), a key phrase of two pages. And the quantifiers whose English words the English list
// holds (several, any, same, most) or that say as little (various, certain, all, respective):
// mehrere Benutzerkonten, beliebigen Stelle, gleiche Weise were key phrases of GNOME's pages.
const GERMAN_FUNCTION = `falls sofern wobei bzw beispielsweise anschließend nämlich stattdessen womit wodurch weiterhin ebenfalls
  gegebenenfalls ggf evtl eventuell umständen
  mehrere mehreren mehrerer verschiedene verschiedenen verschiedener verschiedenes beliebig beliebige beliebigen beliebiger beliebiges
  bestimmte bestimmten bestimmter bestimmtes meiste meisten gleiche gleichen gleicher gleiches sämtliche sämtlichen
  jeweilige jeweiligen jeweiliger jeweiliges`;

export const german: LanguageModule = {
  code: 'de',
  marks: /[ß]/u,
  name: 'German',
  script: 'Latin',
  trigramCode: 'deu',
  commonWords: `der die das und ist in den von zu mit sich des auf für nicht ein eine einen dem im es auch als an
    werden wird sind oder aus bei nach wie kann können sie wenn nur`,
  stopwords: { stopword: 'deu', iso: 'de', keep: GERMAN_CONTENT, add: `unseres eures ${GERMAN_FUNCTION}` },
  stemmer: snowball('german'),
};

export const dutch: LanguageModule = {
  code: 'nl',
  name: 'Dutch',
  script: 'Latin',
  trigramCode: 'nld',
  commonWords: `de het een en van in is dat op te zijn voor met die niet aan er om ook als door bij of naar kan
    wordt worden u uw deze dit je jouw hebben heeft`,
  // één, one written with its accents (een, a, is listed): a top concept of six of GNOME's first 150 Dutch pages; bijvoorbeeld
  // (for example), and behulp of met behulp van (with, by means of), as Russian's помощью.
  stopwords: { stopword: 'nld', iso: 'nl', keep: DUTCH_CONTENT, add: 'één bijvoorbeeld behulp' },
  stemmer: snowball('dutch'),
  // The verb's -t (gebruikt, wordt) and plurals Snowball leaves apart (toetsen), where the text has the word's other forms.
  optionalAffixes: { suffixes: ['en', 's', 't'] },
};

export const swedish: LanguageModule = {
  code: 'sv',
  name: 'Swedish',
  script: 'Latin',
  trigramCode: 'swe',
  commonWords: `och i att det som en är på av för med till den inte har de om ett kan du ska var vid eller från
    så man sig detta när dig din`,
  stopwords: { stopword: 'swe', iso: 'sv', keep: SWEDISH_CONTENT },
  stemmer: snowball('swedish'),
  // The participle's -t (valgt, skrivet), and the definite's -n that Snowball leaves on a noun
  // ending in a vowel, -el, -er or -or (sidan, menyn, datorn), where the text has the word's other forms.
  optionalAffixes: { suffixes: ['t', 'n'] },
};

export const danish: LanguageModule = {
  code: 'da',
  marks: /[æø]/u,
  name: 'Danish',
  script: 'Latin',
  trigramCode: 'dan',
  commonWords: `og i at det er en til på af med for som den de ikke har kan du et om der fra skal eller vil
    sig man når dig din jeg vi hvis`,
  stopwords: { stopword: 'dan', iso: 'da', keep: DANISH_CONTENT },
  stemmer: snowball('danish'),
  // The participle's -t (valgt, skrivet) where the text has the word's other forms.
  optionalAffixes: { suffixes: ['t'] },
};

export const norwegian: LanguageModule = {
  code: 'no',
  marks: /[æø]/u,
  name: 'Norwegian',
  aliases: ['nb', 'nn'],
  script: 'Latin',
  trigramCode: 'nob',
  commonWords: `og i å det er en til på av med for som den de ikke har kan du et om der fra skal eller vil
    seg man når deg din jeg vi hvis`,
  stopwords: { stopword: 'nob', iso: 'no', keep: NORWEGIAN_CONTENT },
  stemmer: snowball('norwegian'),
  // The participle's -t (valgt) and the infinitive's -e (installere), where the text has the word's other forms.
  optionalAffixes: { suffixes: ['e', 't'] },
};
