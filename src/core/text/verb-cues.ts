// Which uses of a word are verbs, read from the words around it, in the languages tna has no
// tagger for: a group of forms a text uses mostly as a verb is no concept (word-forms.ts). A
// statistical stand-in for a tagger: each cue is one a grammar of the language gives, and the
// French news benchmark and GNOME's German help showed each to help (docs/analysis.md).
import type { Language, Statement } from '../types.js';
import { wordSet, type WordUse } from './languages/language.js';
import { frenchPresentParticiple, frenchVerbForm } from './french-words.js';
import { englishNoun } from './german-noun-phrases.js';
import { italianVerbForm } from './italian-words.js';
import { lexiconVerbUse } from './lexicon-verbs.js';
import { portugueseDictionaryUse } from './portuguese-verbs.js';
import { russianVerbForm } from './russian-words.js';
import { greekVerbForm } from './greek-verbs.js';
import { DANISH_VERBS, DUTCH_VERBS, POLISH_VERBS, SPANISH_VERBS, SWEDISH_VERBS } from './hunspell-verbs.js';
import { contains, NOUNS } from './lexicon.js';

const LOWERCASE = /^\p{Ll}/u;
const UPPERCASE = /^\p{Lu}/u;

/** Words after which a French word is a verb, and the clitics that make one. */
const FRENCH_VERB_CUES = wordSet(`il elle ils elles on je tu nous vous qui a ont avait avaient aura auront va vont peut peuvent doit doivent
   est sont était étaient sera seront été`);
const FRENCH_VERB_CLITICS = /^(?:s|n)['’]/u;

/** The forms of French's modals a manual addresses its reader with: an infinitive follows (*vous pouvez modifier*). */
const FRENCH_MODALS = wordSet('pouvez pourrez pourriez devez devrez devriez voulez voudrez souhaitez veuillez');
/** A verb's -ez form (*cliquez, ouvrez, sélectionnez*): no French noun ends so, but these. */
const FRENCH_EZ = /^\p{L}{3,}ez$/u;
const FRENCH_NOT_VERBS = new Set(['assez', 'chez']);
/** An article or determiner, which opens a verb's object (*visant les Talibans*, *basculant l’interrupteur*). */
const FRENCH_DETERMINER = /^(?:le|la|les|un|une|des|du|ce|cet|cette|ces|son|sa|ses|leur|leurs|[ld]['’].*)$/iu;
/** An infinitive's ending: -er, -ir, -re (*modifier, saisir, mettre*). */
const FRENCH_INFINITIVE = /(?:er|ir|re)$/u;

const frenchLexiconVerb = lexiconVerbUse(frenchVerbForm);

/**
 * French: a form that the Lefff knows only as a verb's (french-words.ts: *rapporte, promet*), a
 * present participle after *en* or before an article (*en basculant*, *visant les*); after a
 * subject pronoun, `qui` or an auxiliary (il affirme, ont déclaré), with a reflexive or negative
 * clitic (s'engage, n'a); an -ez form, a command or *vous*'s verb (*Cliquez sur*, *ouvrez*; the
 * Lefff lacks a few); an infinitive after a modal or *pour* (*vous pouvez modifier*, *pour ouvrir*).
 */
function frenchVerbUse(use: WordUse): boolean {
  const { raw, previous, next } = use;
  const word = raw.toLowerCase();
  // A form only a verb has, in lowercase or first in its clause (Marie, in the middle of one, is a name).
  if (frenchLexiconVerb(use)) return true;
  // A present participle after en or before its object is a verb (en basculant, visant les Talibans); after its noun, an adjective (menu déroulant).
  if (frenchPresentParticiple(word) && (previous === 'en' || (next !== undefined && FRENCH_DETERMINER.test(next)))) return true;
  if (FRENCH_VERB_CLITICS.test(word) || (FRENCH_EZ.test(word) && !FRENCH_NOT_VERBS.has(word))) return true;
  if (previous === undefined) return false;
  return FRENCH_VERB_CUES.has(previous) || ((FRENCH_MODALS.has(previous) || previous === 'pour') && FRENCH_INFINITIVE.test(word));
}

/**
 * What follows a command that opens a clause in Spanish, Portuguese and Dutch: an article, a
 * determiner or a preposition (*Pulse el botón*, *Clique em*, *selecione todos*, *Klik op*), where
 * a noun that opens a clause is followed by *de*, an adjective or its verb.
 */
const AFTER_COMMAND: Partial<Record<Language, ReadonlySet<string>>> = {
  es: wordSet('el la los las un una en sobre con para otra primero todo toda todos todas este esta estos estas ese esa esos esas su sus'),
  pt: wordSet('o a os as um uma em no na nos nas sobre com para outra novamente primeiro todo toda todos todas esse essa esses essas este esta estes estas seu sua seus suas'),
  // Dutch also puts the subject after its verb (klikt u op, kun je): u and je follow a verb.
  nl: wordSet('op de het een in om alle deze dit die uw u je bijvoorbeeld opnieuw nogmaals eerst'),
  sv: wordSet('på i den det en ett de till av för alla dessa din ditt dina'),
  da: wordSet('på i den det en et de til af for alle disse din dit dine'),
};
/** What an infinitive follows: a modal, or a word that heads one (*para cambiar*, *pode usar*, *te wijzigen*). */
const BEFORE_INFINITIVE: Partial<Record<Language, ReadonlySet<string>>> = {
  es: wordSet(`para que puede pueden puedes podrá podrán podría podrían debe deben debes deberá deberán debería deberían quiere quieren quieres
     quiera quieran quieras desea desean deseas necesita necesitan necesitas necesitará necesito`),
  pt: wordSet(`para que pode podem poderá poderão poderia poderiam deve devem deverá deverão deveria deveriam deseja desejam desejar quer querem
     queira queiram quiser precisa precisam precisará`),
  nl: wordSet('te kunt kan kunnen moet moeten wilt wil willen zult zal'),
  sv: wordSet('att kan ska måste vill bör'),
  da: wordSet('at kan skal må vil bør'),
  pl: wordSet('aby by żeby należy można trzeba musisz możesz chcesz'),
};
// Polish infinitives end in -ć after a vowel (zmienić, używać, usunąć); a noun's -ść (sieć is -eć: read only after a modal).
const INFINITIVE: Partial<Record<Language, RegExp>> = { es: /(?:ar|er|ir)$/u, pt: /(?:ar|er|ir)$/u, nl: /en$/u, sv: /a$/u, da: /e$/u, pl: /[aeiouyąę]ć$/u };
/** A gerund, a verb wherever it stands (*pulsando*, *usando*, *clicando*); *comando* is a noun. */
const GERUND: Partial<Record<Language, RegExp>> = { es: /^\p{L}{3,}(?:ando|iendo)$/u, pt: /^\p{L}{3,}(?:ando|endo|indo)$/u };
const NOT_GERUNDS = new Set(['comando', 'comandos']);

/** The pronouns a Spanish gerund takes joined to it (*pulsándolo*, *dándoles*, *formateándola*), which put an accent on its stem. */
const SPANISH_CLITICS = /(?<=ndo)(?:me|te|se|nos|os|lo|la|los|las|le|les)+$/u;
/** The accented vowels a joined pronoun puts on a Spanish gerund, and the plain ones. */
const ACCENTED = { á: 'a', é: 'e' } as const;

/**
 * Whether a word in lower case is a gerund (*apagando, haciendo*; Portuguese *usando, fazendo*),
 * a pronoun joined to it or not (*pulsándolo, formateándola*; Portuguese writes it after a hyphen):
 * a verb's form no noun has, but *comando*. No key phrase holds one.
 */
export function gerundForm(lowercase: string, language: Language): boolean {
  const gerund = GERUND[language];
  if (!gerund) return false;
  const bare = language === 'es' ? lowercase.replace(SPANISH_CLITICS, '').replace(/[áé](?=ndo$)/u, (v) => ACCENTED[v as keyof typeof ACCENTED]) : lowercase;
  return gerund.test(bare) && !NOT_GERUNDS.has(bare);
}

/** The words after which a command, or a verb of a clause, starts as a first one does (*y pulse en*, *e clique em*, *en klik op*, *hasta que pulse un botón*). */
const THEN: Partial<Record<Language, ReadonlySet<string>>> = {
  es: wordSet('y o luego después entonces que'),
  pt: wordSet('e ou depois então que'),
  nl: wordSet('en of dan daarna'),
  sv: wordSet('och eller sedan därefter'),
  da: wordSet('og eller derefter så'),
  ru: wordSet('и или затем потом'),
  pl: wordSet('i lub albo a następnie potem'),
  cs: wordSet('a nebo pak potom'),
};

/** Whether a use stands where a command does: opening a clause, or after *and* or *then* (THEN). */
function commandPlace(language: Language): (use: WordUse) => boolean {
  const then = THEN[language]!;
  return ({ previous, opensClause }) => opensClause || (previous !== undefined && then.has(previous));
}

/**
 * Whether a use is an infinitive after what heads one (BEFORE_INFINITIVE, INFINITIVE: *para
 * cambiar*, *aby zmienić*), or a modal that heads one, a verb wherever it stands (*quiera copiar*,
 * *pode usar*; the heads that are no verbs, *para*, *te*, *aby*, are stopwords, never concepts).
 */
function infinitiveAfterHead(language: Language): (use: WordUse) => boolean {
  const heads = BEFORE_INFINITIVE[language]!;
  const ending = INFINITIVE[language]!;
  return ({ raw, previous }) => heads.has(raw.toLowerCase()) || (previous !== undefined && heads.has(previous) && ending.test(raw.toLowerCase()));
}

/**
 * The languages whose infinitive follows its head at once, so that a word written there with an
 * infinitive's ending is one (not Dutch, which puts it last), with the heads a key phrase's
 * infinitive has besides BEFORE_INFINITIVE (*empiece a escribir*, *permite enviar*), and the
 * determiners after which a word is a noun (*el poder*, *o lugar*), whatever its ending
 * (Portuguese's *a* is a preposition too, before an infinitive: *começar a digitar*; and *al*,
 * *ao* head one: *al usar*, *ao usar*). `before`: the preposition whose infinitive makes the word
 * before it a verb too, where the word is a form a verb makes (*empiece a escribir*, *vuelva a
 * intentarlo*; not *la red inalámbrica a usar*), and a noun after an article (*el archivo a copiar*).
 */
const INFINITIVE_NEXT: Partial<Record<Language, { heads: ReadonlySet<string>; determiners: ReadonlySet<string>; before?: { word: string; verb: (word: string) => boolean } }>> = {
  es: { heads: wordSet('a permite permiten'), determiners: wordSet('el la los las un una unos unas su sus este esta estos estas ese esa esos esas del'), before: { word: 'a', verb: SPANISH_VERBS.verbMakes } },
  pt: { heads: wordSet('permite permitem'), determiners: wordSet('o os as um uma uns umas seu sua seus suas este esta esse essa do da dos das no na nos nas') },
};
/** A word, in a text written in lowercase. */
const WORD = /[\p{L}\p{M}]+/gu;

/**
 * For Spanish and Portuguese, whether a key phrase holds neither a modal or other head of an
 * infinitive (BEFORE_INFINITIVE: *quiera copiar*, *deseja usar*) nor a word the text writes as an
 * infinitive right after one (*copiar* of *para copiar*, *usar* of *pode usar*), nor, in Spanish,
 * one the text writes before *a* and an infinitive (*empiece* of *empiece a escribir*), never after
 * a determiner: a verb, where a person writes a noun. Undefined for the other languages.
 */
export function infinitiveFreeCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  const next = INFINITIVE_NEXT[language];
  if (!next) return undefined;
  const heads = BEFORE_INFINITIVE[language]!;
  const ending = INFINITIVE[language]!;
  const infinitives = new Set<string>();
  const nouns = new Set<string>();
  for (const { content } of statements) {
    const words = content.toLowerCase().match(WORD) ?? [];
    for (let i = 1; i < words.length; i++) {
      if (next.determiners.has(words[i - 1])) nouns.add(words[i]);
      else if ((heads.has(words[i - 1]) || next.heads.has(words[i - 1])) && ending.test(words[i])) {
        infinitives.add(words[i]);
        if (i >= 2 && words[i - 1] === next.before?.word && next.before.verb(words[i - 2])) infinitives.add(words[i - 2]);
      }
    }
  }
  return (phrase) => !phrase.toLowerCase().split(/\s+/).some((word) => heads.has(word) || next.heads.has(word) || (infinitives.has(word) && !nouns.has(word)));
}

/**
 * A command that opens a clause, or follows *and* or *then*, before an article, a preposition
 * (AFTER_COMMAND) or a name (*Pulse Asistente de escritura*), an infinitive after what heads
 * one (BEFORE_INFINITIVE), or a gerund (GERUND).
 */
function commandOrInfinitive(language: 'es' | 'pt' | 'nl' | 'sv' | 'da'): (use: WordUse) => boolean {
  const afterCommand = AFTER_COMMAND[language]!;
  const place = commandPlace(language);
  const infinitive = infinitiveAfterHead(language);
  const gerund = GERUND[language];
  return (use) => {
    const { raw, next } = use;
    if (gerund?.test(raw) && !NOT_GERUNDS.has(raw.toLowerCase())) return true;
    if (place(use) && next !== undefined && (afterCommand.has(next.toLowerCase()) || UPPERCASE.test(next))) return true;
    return infinitive(use);
  };
}

/**
 * A command by its ending, where a command stands: opening a clause, or after *and* or *then*
 * (Russian *Нажмите на*, *и выберите*; Czech *Klikněte na*, *a vyberte*; Polish *Kliknij
 * przycisk*, *i wybierz*). Elsewhere the ending is also a noun's (Russian *на сайте*).
 */
const COMMAND_ENDING: Partial<Record<Language, RegExp>> = {
  // The polite forms.
  ru: /^\p{L}{3,}(?:ите|йте)$/u,
  cs: /^\p{L}{3,}(?:ete|ěte|te)$/u,
  // Polish manuals address the reader in the second person: kliknij, naciśnij, użyj, skonfiguruj, wybierz, otwórz, przejdź.
  pl: /^\p{L}{2,}(?:ij|yj|uj|ierz|órz|dź)$/u,
};

function commandByEnding(language: 'ru' | 'cs' | 'pl'): (use: WordUse) => boolean {
  const ending = COMMAND_ENDING[language]!;
  const place = commandPlace(language);
  // Polish also an infinitive after what heads one (należy kliknąć, aby zmienić).
  const infinitive = BEFORE_INFINITIVE[language] ? infinitiveAfterHead(language) : () => false;
  return (use) => (place(use) && ending.test(use.raw.toLowerCase())) || infinitive(use);
}

/** A verb by its place (a cue), or by a lexicon of the language's verbs' forms (lexicon-verbs.ts). */
function cueOrLexicon(cue: (use: WordUse) => boolean, lexicon: (use: WordUse) => boolean): (use: WordUse) => boolean {
  return (use) => cue(use) || lexicon(use);
}

/** German's subject pronouns: a lowercase word right after one is its verb (*Sie können*, *man kann*). */
const GERMAN_SUBJECTS = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);
/**
 * The forms of German's modals and auxiliaries (können, werden, haben, lassen…), but not of
 * *sein*, whose neighbour is as often an adjective (*ist verfügbar*). A lowercase word before one
 * is a verb (*angezeigt werden*, *kopieren können*); after one, at the clause's end, too (*kann
 * klicken.*).
 */
const GERMAN_AUXILIARIES = wordSet(`kann kannst können könnt konnte konnten könnte könnten könntest muss musst müssen müsst musste mussten müsste
   müssten soll sollst sollen sollt sollte sollten will willst wollen wollt wollte wollten darf darfst dürfen dürft
   durfte durften dürfte dürften möchte möchtest möchten werde wirst wird werden werdet wurde wurden würde würden
   habe hast hat haben habt hatte hatten hätte hätten lasse lässt lassen lasst ließ`);
const GERMAN_COORDINATORS = new Set(['und', 'oder']);
/**
 * A past participle as a verb writes it, without an adjective's ending: *ge-* after an optional
 * separable particle, then *-t* or *-en* (*gedrückt, angezeigt, eingeschaltet, geschlossen*), or
 * a verb in *-ieren*'s *-iert* (*installiert*). Written so, in lowercase, it is no adjective
 * before a noun (that one has an ending: *die gedrückte Taste*), but a verb (*wird angezeigt*, *ist
 * eingeschaltet*, *gedrückt halten*).
 */
const GERMAN_PARTICIPLE = /^(?:ab|an|auf|aus|bei|dar|ein|fest|her|hin|los|mit|nach|um|vor|weg|weiter|zu|zurück|zusammen)?ge\p{Ll}{2,}(?:t|en)$|^\p{Ll}{3,}iert$/u;

/**
 * German writes every noun with a capital, so a word written in lowercase is never one; it is
 * read as a verb where a German verb stands:
 * - first in its clause, or in lowercase, before *Sie* (*Klicken Sie auf …*, *und wählen Sie*);
 * - in lowercase after *zu*, and not before a noun (*um das Panel zu öffnen*, not *zu neuen Ordnern*);
 * - in lowercase after a subject pronoun (*Sie könnten*, *man kann*) or before a modal or an
 *   auxiliary (*angezeigt werden*, *bewegen darf*);
 * - a past participle in lowercase, but before a noun (GERMAN_PARTICIPLE);
 * - in lowercase at the end of a clause, where a German clause puts its verb (*… in der Liste
 *   angezeigt.*, a heading *Kontrast anpassen*), but after *ist* or *sind*, where an adjective
 *   stands (*ist verfügbar.*).
 * - in lowercase and without the ending an adjective takes before its noun: an adverb or a
 *   predicate (*wird automatisch gespeichert*, *ist schnell*, *rechts*), which names no subject,
 *   as an English adverb names none; a name written so (*sRGB*) and an English noun (*root*) stay.
 * A word written with a capital in the middle of a clause is a noun (*das Kopieren*, *beim
 * Drucken*), and counts against its group being a verb; so does an adjective before its noun
 * (*die rechten Maustaste*).
 */
function germanVerbUse({ raw, previous, next, opensClause, closesClause, joined }: WordUse): boolean {
  const lower = LOWERCASE.test(raw);
  if (next === 'Sie' && (lower || opensClause)) return true;
  // A name or an English noun in lowercase (sRGB, root: als root anmelden; after a hyphen, any English noun: Blu-ray) is none of these.
  if (!lower || NAME_LIKE.test(raw) || englishNoun(raw) || (joined && contains(NOUNS, raw))) return false;
  // Not before a noun: a participle there is an adjective, and zu a preposition (zu neuen Ordnern).
  const beforeNoun = !closesClause && next !== undefined && UPPERCASE.test(next);
  if (GERMAN_PARTICIPLE.test(raw) || previous === 'zu') return !beforeNoun;
  if (previous !== undefined && GERMAN_SUBJECTS.has(previous)) return true;
  if (next !== undefined && GERMAN_AUXILIARIES.has(next.toLowerCase())) return true;
  if (!GERMAN_INFLECTED.test(raw)) return true;
  if (opensClause) return false;
  if (closesClause || (next !== undefined && GERMAN_COORDINATORS.has(next))) return previous !== 'ist' && previous !== 'sind';
  return false;
}
/** The endings a German adjective takes before its noun (*neue, rechten, großer, kleines, zweiseitigem*). */
const GERMAN_INFLECTED = /(?:e|en|er|es|em)$/u;
/** A name written in lowercase, with a capital or a digit further in (*sRGB, iPhone, mp3*). */
const NAME_LIKE = /^.\p{L}*[\p{Lu}\p{N}]/u;

export const VERB_USES: Partial<Record<Language, (use: WordUse) => boolean>> = {
  fr: frenchVerbUse,
  de: germanVerbUse,
  // Italian by Morph-it!'s forms; Spanish and Portuguese by their commands' and infinitives' places and their dictionaries' verbs (*arrastra, funciona*; *exibe, permitem*).
  it: lexiconVerbUse(italianVerbForm),
  es: cueOrLexicon(commandOrInfinitive('es'), lexiconVerbUse(SPANISH_VERBS.verbForm)),
  pt: cueOrLexicon(commandOrInfinitive('pt'), portugueseDictionaryUse),
  // Dutch by its commands' and infinitives' places and OpenTaal's verbs (*gebruikt, toegevoegd, toevoegen*).
  nl: cueOrLexicon(commandOrInfinitive('nl'), lexiconVerbUse(DUTCH_VERBS.verbForm)),
  // Swedish by its commands' and infinitives' places and Göran Andersson's verbs (*används, kalibrerar, aktivera*).
  sv: cueOrLexicon(commandOrInfinitive('sv'), lexiconVerbUse(SWEDISH_VERBS.verbForm)),
  // Danish by its commands' and infinitives' places and Stavekontrolden's verbs (*aktivere, trykker, bruges*).
  da: cueOrLexicon(commandOrInfinitive('da'), lexiconVerbUse(DANISH_VERBS.verbForm)),
  // Russian by its commands' endings and OpenCorpora's verbs (подключает, находится, вводить).
  ru: cueOrLexicon(commandByEnding('ru'), lexiconVerbUse(russianVerbForm)),
  cs: commandByEnding('cs'),
  // Greek by its second person plural's ending (*πατήστε, μπορείτε*).
  el: lexiconVerbUse(greekVerbForm),
  // Polish by its polite commands' endings and sjp.pl's verbs (*zawiera, wyświetlać, klikając*).
  pl: cueOrLexicon(commandByEnding('pl'), lexiconVerbUse(POLISH_VERBS.verbForm)),
};
