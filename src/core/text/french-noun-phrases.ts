// Whether a French key phrase is a noun phrase, by the Lefff's forms (french-words.ts) and the words
// around its uses: no package ships a French tagger tna can use, but the lexicon says which forms
// only a verb or only an adjective has, and where a form is an adjective's and a noun's (dernier,
// afghane, civils), its neighbours tell which (la police afghane, le dernier sondage, les civils).
import type { Statement } from '../types.js';
import { frenchAdjectiveOnly, frenchAnyPresentParticiple, frenchNounOrAdjective, frenchPresentParticiple, frenchThirdPersonForm, frenchVerbForm } from './french-words.js';
import { holdsVerbForm } from './lexicon-verbs.js';
import { statementsText, wordAfter, wordBefore } from './phrase-uses.js';
import { commonRanks } from './common-words.js';
import { stopwordSet } from './stopwords.js';

/** How many uses of a lone word are read, at most: the first ones. */
const USES_READ = 10;
/** An article or other word elided onto the next (l'équipage, d'équipage, qu'elle). */
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]/iu;
const LOWERCASE = /^\p{Ll}/u;
/** The pronoun *se* elided onto a verb (*s’affiche*, *s'ouvre*). */
const REFLEXIVE = /^s['’]\p{L}/u;
/** The article *le* or *la* elided onto a noun: inside a phrase, after a verb, never after an adjective or a noun (which take *de*). */
const OBJECT = /^l['’]/iu;
/** The adjectives French puts before their noun (le dernier sondage, un nouvel appareil): before a content word, one is an adjective. */
const BEFORE_THEIR_NOUN = new Set(
  `grand grande grands grandes petit petite petits petites beau bel belle beaux belles jeune jeunes vieux vieil vieille vieilles
   nouveau nouvel nouvelle nouveaux nouvelles bon bonne bons bonnes mauvais mauvaise mauvaises premier première premiers premières
   dernier dernière derniers dernières long longue longs longues gros grosse grosses haut haute hauts hautes autre autres même mêmes
   seul seule seuls seules prochain prochaine prochains prochaines ancien ancienne anciens anciennes second seconde seconds secondes`.split(/\s+/),
);

/**
 * The check for French: a key phrase holds no verb (a form only a verb has, written in lowercase,
 * or first in the phrase: *aviation civile rapporte*, *Constate*; nor a verb and its object,
 * *basculant l’interrupteur*), opens with no present participle (*sélectionnant Touches*), ends in
 * none that takes an object where the text uses it (*loi obligeant* of *une loi obligeant à
 * augmenter*, *exoplanète possédant* of *possédant quatre soleils*), holds a word that may be a
 * noun, and a lone word is no adjective: one that only an adjective is (*privée*), or one that
 * is also a noun (*afghane*) but that the text uses mostly as an adjective, after a content word
 * (*la police afghane*) or, for those French puts first, before one (*le dernier sondage*). Nor
 * is a name and the verb after it one (*Pen traite* of *Jean-Marie Le Pen traite sa fille de …*).
 */
export function frenchNounPhraseCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  const stopwords = stopwordSet('fr');
  return (phrase) => {
    const written = phrase.split(/\s+/);
    // A word after the first that starts with l' is an object, after its verb (basculant l’interrupteur, affiche l’état).
    if (written.some((w, i) => i > 0 && OBJECT.test(w))) return false;
    // *se* elided onto its verb (*Public s’affiche*): a clause, which no noun phrase holds.
    if (written.some((w) => REFLEXIVE.test(w))) return false;
    const words = written.map((w) => w.replace(ELISION, ''));
    if (holdsVerbForm(words, frenchVerbForm)) return false;
    // A present participle opens no noun phrase (sélectionnant Touches, visant); after its noun it is an adjective (menu déroulant).
    if (frenchPresentParticiple(words[0].toLowerCase())) return false;
    if (words.every((w) => frenchAdjectiveOnly(w.toLowerCase()))) return false;
    if (cutsAName(phrase, statements)) return false;
    if (nameThenVerb(phrase, words, statements)) return false;
    if (endsInAVerb(phrase, words[words.length - 1], statements)) return false;
    if (endsInAVerbAndItsObject(phrase, written, statements, stopwords)) return false;
    // A participle alone, written in lowercase, is a noun only after a determiner (un identifiant); else a verb (en allant) or an adjective.
    if (words.length === 1 && LOWERCASE.test(phrase) && frenchAnyPresentParticiple(phrase)) return afterDeterminers(phrase, statements);
    if (words.length > 1 || !frenchNounOrAdjective(words[0].toLowerCase())) return true;
    return mostlyNoun(phrase, statements, stopwords);
  };
}

/**
 * Whether a phrase ends in a word written with a capital that every use of it runs on into
 * another, a space or a hyphen between: the first words of a name (*naissance d'Alan* of *la
 * naissance d'Alan Turing*), which the name's own phrase says.
 */
function cutsAName(phrase: string, statements: readonly Statement[]): boolean {
  if (!CAPITAL_END.test(phrase)) return false;
  const [read, cut] = usesWhere(phrase, statements, (text, at) => RUNS_INTO_CAPITAL.test(text.slice(at + phrase.length, at + phrase.length + 2)));
  return read > 0 && cut === read;
}

/** How many of the first USES_READ uses of `phrase` (as written) the text holds, and how many of them `test` holds true of. */
function usesWhere(phrase: string, statements: readonly Statement[], test: (text: string, at: number) => boolean): [read: number, held: number] {
  return statementsText(statements).usesWhere(phrase, USES_READ, (k, at) => test(statements[k].content, at));
}

/**
 * Whether a phrase is a name and the verb it is the subject of: a word written with a capital,
 * then one in lowercase that a verb has as a third person's form, a noun's or an adjective's too
 * or not (*Pen traite*, *Pen décrit*, *Mathilde subit*), where most of the phrase's uses stand
 * inside their sentence, so that the capital is a name's. French puts a noun's adjectives after it
 * (*Union européenne*, *Parti québécois*), never a noun after a name; a sentence's first word has a
 * capital whatever it is (*Fenêtre active* opening a step), and a French word with one is a
 * label's (*le Mode nuit*).
 */
function nameThenVerb(phrase: string, words: readonly string[], statements: readonly Statement[]): boolean {
  if (words.length < 2 || !CAPITAL_START.test(words[0]) || !LOWERCASE.test(words[1]) || !frenchThirdPersonForm(words[1])) return false;
  // A French word with a capital is a label's (*Mode nuit*, where *nuit* is *nuire*'s too), not a name's.
  if (frenchWord(words[0].toLowerCase())) return false;
  const [read, inside] = usesWhere(phrase, statements, (text, at) => INSIDE_SENTENCE.test(text.slice(Math.max(0, at - 3), at)));
  return read > 0 && 2 * inside > read;
}

/** A word French's common words or the Lefff's lists of verbs, nouns and adjectives hold. */
function frenchWord(lowercase: string): boolean {
  // frenchThirdPersonForm holds the forms only a verb has too.
  return commonRanks('fr').has(lowercase) || frenchNounOrAdjective(lowercase) || frenchAdjectiveOnly(lowercase) || frenchThirdPersonForm(lowercase);
}

/** A word that starts with a capital. */
const CAPITAL_START = /^\p{Lu}/u;
/** What stands right before a word inside its sentence: a letter, a digit, a comma or a hyphen, and a space or an apostrophe. */
const INSIDE_SENTENCE = /[\p{L}\p{N},-][\s'’]$/u;

/** A phrase whose last word starts with a capital. */
const CAPITAL_END = /(?:^|\s|['’])\p{Lu}[^\s]*$/u;
/** A space or a hyphen, then a capital (*Jean* of *Jean-Marie*). */
const RUNS_INTO_CAPITAL = /^[\s-]\p{Lu}/u;

/**
 * Whether a phrase ends in a present participle that is its clause's verb: one whose uses, most of
 * them, go on with an object (a determiner or a number: *possédant une masse*, *possédant quatre
 * soleils*) or an infinitive, after *à* or *de* or not (*obligeant à augmenter*, *permettant de
 * comparer*, *pouvant engendrer*). After its noun, a participle that ends the noun phrase is its
 * adjective (*un menu déroulant.*, *le menu déroulant pour*) and the phrase stands.
 */
function endsInAVerb(phrase: string, last: string, statements: readonly Statement[]): boolean {
  if (!frenchAnyPresentParticiple(last.toLowerCase())) return false;
  const [read, verbs] = usesWhere(phrase, statements, (text, at) => {
    const end = at + phrase.length;
    // Past *à* or *de* (elided onto the word or not: *d'obtenir*), only an infinitive tells.
    const [, before, word] = AFTER_PARTICIPLE.exec(text.slice(end, end + 60)) ?? [];
    const next = word?.toLowerCase();
    return next !== undefined && (infinitive(next) || (!before && (OBJECT_OPENERS.has(next) || OBJECT.test(next) || /^\d/.test(next))));
  });
  return read > 0 && 2 * verbs > read;
}

/**
 * Whether a phrase ends in the verb of its clause, a form a noun has too (*barre supérieure
 * affiche* of *la barre supérieure affiche l’état*, *Mode nuit change* of *le Mode nuit change la
 * couleur*): a third person's form that is no adjective, after a content word, where most of the
 * phrase's uses go on with a determiner, an article elided onto the next word or a number, which
 * open the verb's object. Not after *de* or *à* (*sortie de veille*, *mot de passe*: a noun there),
 * and not before *du*, *des*, *au* or *aux*, which follow a noun as well (*le mode veille des
 * ordinateurs*); a noun set beside another (*fichier image*, *bouton marche*) goes on with neither.
 */
function endsInAVerbAndItsObject(phrase: string, written: readonly string[], statements: readonly Statement[], stopwords: ReadonlySet<string>): boolean {
  const last = written[written.length - 1];
  const before = written[written.length - 2];
  if (before === undefined || !LOWERCASE.test(last) || ELISION.test(last) || stopwords.has(before.toLowerCase()) || ELISION.test(before)) return false;
  const lowercase = last.toLowerCase();
  if (!frenchThirdPersonForm(lowercase) || frenchNounOrAdjective(lowercase) || frenchAdjectiveOnly(lowercase)) return false;
  const [read, verbs] = usesWhere(phrase, statements, (text, at) => {
    const next = wordAfter(text, at + phrase.length);
    return next !== undefined && (OBJECT.test(next) || /^\d/.test(next) || (OBJECT_OPENERS.has(next.toLowerCase()) && !NOUN_FOLLOWERS.has(next.toLowerCase())));
  });
  return read > 0 && 2 * verbs > read;
}
/** The determiners that *de* or *à* is joined to, which a noun takes after it as a verb does (*la barre des tâches*). */
const NOUN_FOLLOWERS = new Set(['du', 'des', 'au', 'aux']);

/** Whether most of the first USES_READ uses of `word` follow a determiner (*un identifiant*, *l’identifiant*, *chaque identifiant*). */
function afterDeterminers(word: string, statements: readonly Statement[]): boolean {
  const [read, nouns] = usesWhere(word, statements, (text, at) => ARTICLE_ELIDED.test(text.slice(Math.max(0, at - 3), at)) || OBJECT_OPENERS.has(wordBefore(text, at)?.toLowerCase() ?? ''));
  return read > 0 && 2 * nouns > read;
}

/** The article *l’* elided onto the word that follows (*l’identifiant*). */
const ARTICLE_ELIDED = /(?:^|[^\p{L}])l['’]$/iu;

/** The word after a participle, past an *à* or *de* if any (group 1). */
const AFTER_PARTICIPLE = /^\s+(?:(à\s+|de\s+|d['’]))?([\p{L}\p{M}\p{N}'’-]+)/iu;

/** What opens a verb's object, or a noun's phrase: a determiner, or a number said in words. */
const OBJECT_OPENERS = new Set(
  `le la les un une des du au aux son sa ses leur leurs ce cet cette ces mon ma mes ton ta tes notre nos votre vos quelques plusieurs
   certains certaines chaque aucun aucune tout toute tous toutes deux trois quatre cinq six sept huit neuf dix onze douze quinze vingt
   trente quarante cinquante soixante cent cents mille`.split(/\s+/),
);

/** An infinitive: a form only a verb has, in -er, -ir (-oir) or -re, or one of the verbs whose infinitive is a noun too (*être*, *avoir*). */
function infinitive(lowercase: string): boolean {
  return lowercase === 'être' || lowercase === 'avoir' || (/(?:er|ir|re)$/.test(lowercase) && frenchVerbForm(lowercase));
}

/** Whether most of the first USES_READ uses of `word` (as written) are a noun's: not after a content word, nor, for an adjective French puts first, before one. */
function mostlyNoun(word: string, statements: readonly Statement[], stopwords: ReadonlySet<string>): boolean {
  const content = (w: string | undefined) => w !== undefined && !stopwords.has(w.toLowerCase().replace(ELISION, ''));
  const first = BEFORE_THEIR_NOUN.has(word.toLowerCase());
  const [read, nouns] = usesWhere(word, statements, (text, at) => !(content(wordBefore(text, at)) || (first && content(wordAfter(text, at + word.length)))));
  return read === 0 || 2 * nouns >= read;
}
