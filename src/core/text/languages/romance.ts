// French, Spanish, Portuguese, Italian and Romanian: Snowball stems, elided articles taken off.
import { elisionCleaner, snowball, writtenElision, type LanguageModule } from './language.js';

/** Articles and pronouns French and Italian write onto the next word with an apostrophe. */
const FRENCH_ELISIONS = 'l d j m n s t c qu jusqu lorsqu puisqu quoiqu presqu';
const ITALIAN_ELISIONS = 'l d dell all dall nell sull coll un quell quest c m t s v n';

// Content words the packaged lists hold; docs/analysis.md says how they were found.
const FRENCH_CONTENT = `clic possible nouveau nouveaux permet façon bas haut droite différents différentes différent différente mot
  état personnes bon dernier directement suffit suffisante plein ouvert gens suivant suivante suivants suivantes
  reste rares longtemps valeur début sujet retour proche subtiles minimale effet tenir fois`;
const SPANISH_CONTENT = `usar usa usan uso quiere ejemplo vez veces cuenta tiempo manera posible parte trabajo nuevo nueva lugar mejor
  estado diferente diferentes general última realizar modo siguiente medio mayor existe existen día encuentra
  final largo cosas anterior momento grandes gran total segundo actualmente horas lado buena valor`;
const PORTUGUESE_CONTENT = `sistema usar usa exemplo nome forma tipo vez vezes tempo trabalho meio ligado desligado local lado parte hora
  novo nova novos área possível pessoas grupo grande grandes iniciar número próximo próxima direita baixo cima
  última estado coisas coisa geral final tente tentar menor maior lugar caminho pequena pequeno dia quer segundo
  pontos boa horas`;
// Prepositions joined to a pronoun or a determiner that neither list holds (em + ele: nele, with the
// thing just named; com + migo; a + aquele), function words as the forms they join are, and mim (me,
// after a preposition); and invés, of ao invés de (instead of), a word of no other use.
const PORTUGUESE_CONTRACTIONS = `nele nela neles nelas nisto nisso naquilo daquilo dali daqui daí donde àquele àquela àqueles
  àquelas àquilo comigo contigo consigo conosco convosco dum duma duns dumas noutro noutra doutro doutra mim`;
const ITALIAN_CONTENT = `uomo modo esempio caso volta volte tempo nome parte persone doppio lungo seguito nuovo gruppo pieno meglio lato
  attesa paese generale grande luogo momento giorno ore successivo anni titolo ultimo registrazione
  successivamente cima fine trovato vicino recente secondo`;
// What a question opens with, *cosa*, *dove*, *come* elided onto *è* (Cos'è un driver?, what is a
// driver?): a function word that neither list holds, which a page's title in Italian left among an
// English page's key phrases.
const ITALIAN_QUESTIONS = "cos'è cos'e dov'è dov'e com'è com'e";
const ROMANIAN_CONTENT = `timp mare mod citi nou dată nevoie nouă exact fel doilea noua bine bună drept treilea zi zero`;

export const french: LanguageModule = {
  code: 'fr',
  marks: /[œæ]/u,
  name: 'French',
  script: 'Latin',
  trigramCode: 'fra',
  commonWords: `le la les de des du un une et est en que qui dans pour pas sur au aux avec ce cette ces il elle ils sont
    par plus ne se sa son ses leur mais ou nous vous être avoir été fait peut tout tous comme si`,
  stopwords: { stopword: 'fra', iso: 'fr', keep: FRENCH_CONTENT },
  stemmer: snowball('french'),
  clean: elisionCleaner(FRENCH_ELISIONS),
  elided: writtenElision(FRENCH_ELISIONS),
  phraseJoiners: 'de sans',
};

export const spanish: LanguageModule = {
  code: 'es',
  marks: /[ñ¿¡]/u,
  name: 'Spanish',
  script: 'Latin',
  trigramCode: 'spa',
  commonWords: `el la los las de del y en que un una es por con para se no su sus al lo como más pero o este esta
    son está están ser ha han hay también muy sin sobre entre cuando todo todos`,
  // alguien (someone) and cualquiera (anyone), which Portuguese's and Italian's lists hold (alguém, qualcuno): a key phrase of four of GNOME's Spanish pages.
  stopwords: { stopword: 'spa', iso: 'es', keep: SPANISH_CONTENT, add: 'alguien cualquiera' },
  stemmer: snowball('spanish'),
  phraseJoiners: 'de',
  // A short verb's gerund, which Snowball leaves apart from its infinitive (usando, usar).
  optionalAffixes: { suffixes: [['ando', 'ar'], ['iendo', 'er'], ['iendo', 'ir']] },
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
  stopwords: { stopword: 'porBr', iso: 'pt', keep: PORTUGUESE_CONTENT, add: `por porque invés ${PORTUGUESE_CONTRACTIONS}` },
  stemmer: snowball('portuguese'),
  phraseJoiners: 'de sem',
  // Plurals Snowball leaves apart from their singular (perfis, perfil; botões, botão) and a short
  // verb's gerund from its infinitive (usando, usar).
  optionalAffixes: { suffixes: [['ões', 'ão'], ['ães', 'ão'], ['is', 'il'], ['ns', 'm'], ['ando', 'ar'], ['endo', 'er'], ['indo', 'ir']] },
};

export const italian: LanguageModule = {
  code: 'it',
  name: 'Italian',
  script: 'Latin',
  trigramCode: 'ita',
  commonWords: `il lo la i gli le di del della dei delle un una uno e è in che per con non si da dal al alla sono
    ma come più anche questo questa essere ha hanno sul sui nel nella ci perché`,
  stopwords: { stopword: 'ita', iso: 'it', keep: ITALIAN_CONTENT, add: ITALIAN_QUESTIONS },
  stemmer: snowball('italian'),
  // A short verb's gerund, which Snowball leaves apart from its infinitive (usando, usare).
  optionalAffixes: { suffixes: [['ando', 'are'], ['endo', 'ere'], ['endo', 'ire']] },
  clean: elisionCleaner(ITALIAN_ELISIONS),
  elided: writtenElision(ITALIAN_ELISIONS),
  phraseJoiners: 'di',
};

export const romanian: LanguageModule = {
  code: 'ro',
  marks: /[ășțşţ]/u,
  name: 'Romanian',
  script: 'Latin',
  trigramCode: 'ron',
  commonWords: `și în de la cu pe un o să nu se este sunt din care pentru că mai sau ca al ale lui acest această fi
    au fost dacă dar prin după către`,
  stopwords: { stopword: 'ron', iso: 'ro', keep: ROMANIAN_CONTENT },
  stemmer: snowball('romanian'),
  // Romanian text is often written with the cedilla letters (ş ţ) for the comma-below ones (ș ț).
  lowercase: (word) => word.toLowerCase().replace(/ş/g, 'ș').replace(/ţ/g, 'ț'),
};
