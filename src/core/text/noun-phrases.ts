// Whether a key phrase is a noun phrase where the text writes it: what a person writes as a key
// phrase ends in a noun or a name and holds no finite verb (climate change, American people), where
// a subject and its verb (Rain feeds), a verb (feeds) or a lone adjective (hard) is none.
import type { Language, Statement } from '../types.js';
import { listed, tagEnglish, taggerTokens, type TaggerToken } from './languages/english-tagger.js';
import { presentVerbUse } from './present-verbs.js';
import { chineseNounPhraseCheck } from './chinese-words.js';
import { saidInEnglish } from './english-passages.js';
import { passagesOf } from './other-passages.js';
import { frenchNounPhraseCheck } from './french-noun-phrases.js';
import { germanNounPhraseCheck } from './german-noun-phrases.js';
import { italianNounPhraseCheck } from './italian-words.js';
import { russianNounPhraseCheck } from './russian-words.js';
import { greekNounPhraseCheck } from './greek-verbs.js';
import { DUTCH_VERBS, POLISH_VERBS, SPANISH_VERBS } from './hunspell-verbs.js';
import { scandinavianNounPhraseCheck } from './scandinavian-phrases.js';
import { passiveParticipleCheck } from './passive-participles.js';
import { portugueseVerbFreeCheck } from './portuguese-verbs.js';
import { gerundForm, infinitiveFreeCheck } from './verb-cues.js';
import { holdsNamingParticiple } from './naming-participles.js';
import { predicateWordCheck } from './predicate-words.js';
import { loneParticipleCheck } from './lone-participles.js';
import { compoundWrittenMore, endsInsideCapitals, nounPhraseUse, runsIntoNoun } from './english-phrase-shapes.js';
import { imperatives, type Placed, type Read } from './commands.js';
import { moduleOf, stopwordSet } from './stopwords.js';
import { cached, ownString } from './word-cache.js';
import { hyphenJoined, lowercasedStatementsText, sentenceAround, sentenceEnds, statementsText } from './phrase-uses.js';

/** How many of a phrase's uses are tagged: the first ones, which a long text reaches soonest. */
export const USES_READ = 3;
/** How many uses of a phrase are looked at, at most, for the USES_READ that tell. */
const USES_MET = 10;
/** How many tagged sentences are kept (sentenceOf). */
const TAGGED_SENTENCES = 512;

/**
 * The check for a language that has a tagger (English), or undefined: whether most of the uses
 * it reads of a phrase, as written, are noun phrases. A phrase it cannot find as written (the
 * text rewritten before reading) is let through. German has no tagger, and its capitals tell
 * (german-noun-phrases.ts); French, Italian, Spanish, Portuguese, Dutch, Swedish, Danish and Polish, their lexicons' forms (french-
 * noun-phrases.ts, italian-words.ts, hunspell-verbs.ts), Spanish and Portuguese their infinitives'
 * heads too (verb-cues.ts), and Russian OpenCorpora's dictionary (russian-words.ts); in Chinese,
 * Japanese and Korean, a phrase in Latin letters is English, and a Chinese phrase is nouns, an
 * adjective before them, by jieba's dictionary (chinese-words.ts).
 */
export function nounPhraseCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  if (language === 'en') return hanReadAsChinese(statements, withOtherPassages(statements, englishNounPhraseCheck(statements)));
  if (moduleOf(language).script === 'Latin') {
    // A translation leaves some of its steps in English (Right-click and select Paste): a phrase
    // said mostly there is English, and read as English is.
    const english = englishNounPhraseCheck(statements);
    const inEnglish = saidInEnglish(statements, language);
    const own = ownLanguageCheck(statements, language) ?? (() => true);
    return hanReadAsChinese(statements, (phrase) => (inEnglish(phrase) ? english(phrase) : own(phrase)));
  }
  if (!WITHOUT_LATIN.has(language)) return undefined;
  // A translation into Chinese, Japanese, Korean, Russian or Greek leaves passages in English (GNOME's
  // help): a phrase in Latin letters there is English, and read as English is.
  const english = englishNounPhraseCheck(statements);
  // In Chinese, a phrase that holds a verb (使用, 显示, 连接), an adverb or a pronoun, or ends in an
  // adjective, is none; in Russian, one that holds a verb or an adverb, or ends in no noun.
  // In Greek, one that holds a verb's second person plural (greek-verbs.ts).
  const own = language === 'zh' ? chineseNounPhraseCheck(statements) : language === 'ru' ? russianNounPhraseCheck : language === 'el' ? greekNounPhraseCheck : () => true;
  return (phrase) => (LATIN_WORDS.test(phrase) ? english(phrase) : own(phrase));
}

/**
 * The check for a language written in Latin letters that has one (lexiconCheck); in French,
 * Spanish, Portuguese and Italian, no phrase holds a participle that gives a name either
 * (naming-participles.ts: *appelé Alpha Centauri*), no word alone is a predicate
 * (predicate-words.ts: *posible* of *es posible*), and none ends in a passive's participle
 * (passive-participles.ts: *horloge située dans*); in Spanish, Portuguese and Swedish a participle alone
 * is none where the text writes it after no determiner or preposition (lone-participles.ts: *instalado*, *sparat*).
 */
function ownLanguageCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  const check = lexiconCheck(statements, language);
  const predicate = predicateWordCheck(statements, language) ?? (() => false);
  const passive = passiveParticipleCheck(statements, language) ?? (() => false);
  const participle = loneParticipleCheck(statements, language) ?? (() => false);
  return check && ((phrase) => !holdsNamingParticiple(phrase.split(/\s+/), language) && check(phrase) && !predicate(phrase) && !passive(phrase) && !participle(phrase));
}

/** A language's own check, by its capitals, its lexicon's forms or its infinitives' heads; undefined for none. */
function lexiconCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  if (language === 'de') return germanNounPhraseCheck(statements);
  if (language === 'fr') return frenchNounPhraseCheck(statements);
  if (language === 'it') return italianNounPhraseCheck;
  const infinitiveFree = infinitiveFreeCheck(statements, language);
  // Spanish and Portuguese also by their dictionaries' verbs (hunspell-verbs.ts: carpeta arrastra, Pegar;
  // portuguese-verbs.ts: arquivo exibe, Pressione Assistência), and by their gerunds (batería apagando).
  if (language === 'es') return (phrase) => infinitiveFree!(phrase) && !SPANISH_VERBS.holdsVerb(phrase) && !holdsGerund(phrase, language);
  // Dutch by OpenTaal's (hunspell-verbs.ts: toevoegen, gebruikt, is toegevoegd), and no phrase ends in a word only its adjectives spell (snel, rechts).
  if (language === 'nl') return (phrase) => (infinitiveFree?.(phrase) ?? true) && !DUTCH_VERBS.holdsVerb(phrase) && !DUTCH_VERBS.adjectiveOnly(lastWord(phrase).toLowerCase());
  // Swedish and Danish by their dictionaries' verbs and adjectives, and the commands that open a phrase (scandinavian-phrases.ts).
  if (language === 'sv' || language === 'da') {
    const own = scandinavianNounPhraseCheck(statements, language);
    return (phrase) => (infinitiveFree?.(phrase) ?? true) && own(phrase);
  }
  // Polish by sjp.pl's (hunspell-verbs.ts: zawiera, klikając, wyświetlać, odtwarzał).
  if (language === 'pl') return (phrase) => !POLISH_VERBS.holdsVerb(phrase);
  if (language !== 'pt') return infinitiveFree;
  const verbFree = portugueseVerbFreeCheck(statements);
  return (phrase) => infinitiveFree!(phrase) && verbFree(phrase) && !holdsGerund(phrase, language);
}

/** Whether a Spanish or Portuguese phrase holds a gerund in lower case (verb-cues.ts, gerundForm): *memoria flash USB formateándola*, *batería apagando*. */
function holdsGerund(phrase: string, language: Language): boolean {
  return phrase.split(/[\s-]+/).some((word) => LOWERCASE_WORD.test(word) && gerundForm(word, language));
}
const LOWERCASE_WORD = /^\p{Ll}/u;

const lastWord = (phrase: string) => phrase.slice(phrase.lastIndexOf(' ') + 1);

/**
 * An English text that writes passages in another language (other-passages.ts: GNOME's Italian
 * help, half translated, reads as English): a phrase not said mostly in its English statements is
 * that language's, and read by its check where it has one (*destro mantenendo premuto* holds a
 * verb; *Simulare*, of the title *Simulare il clic col pulsante destro*, is one).
 */
function withOtherPassages(statements: readonly Statement[], english: (phrase: string) => boolean): (phrase: string) => boolean {
  const passages = passagesOf(statements, 'en');
  const own = passages && ownLanguageCheck(statements, passages.language);
  if (!own) return english;
  const inEnglish = saidInEnglish(statements, passages.language);
  // Its function words alone are none either (non, of *non scade*, when the verb is cut).
  const stopwords = stopwordSet(passages.language);
  return (phrase) => (inEnglish(phrase) ? english(phrase) : own(phrase) && !phrase.split(/\s+/).every((w) => stopwords.has(w.toLowerCase())));
}

/**
 * A text in Latin letters with a phrase in Chinese characters: a page of a translation left in
 * English but its title (为什么 why, of GNOME's Chinese help), read as Chinese is.
 */
function hanReadAsChinese(statements: readonly Statement[], check: (phrase: string) => boolean): (phrase: string) => boolean {
  let chinese: ((phrase: string) => boolean) | undefined;
  return (phrase) => (HAN_WORDS.test(phrase) ? (chinese ??= chineseNounPhraseCheck(statements))(phrase) : check(phrase));
}

/** A phrase of Chinese characters only. */
const HAN_WORDS = /^[\p{Script=Han}\s]+$/u;

/** The languages whose texts write no word of their own in Latin letters, where tna has a check for such phrases. */
const WITHOUT_LATIN = new Set<Language>(['zh', 'ja', 'ko', 'ru', 'el']);
/** A phrase of Latin letters (digits, hyphens and dots between; as the text spaces it, `typing  Wacom`): English, in a text of WITHOUT_LATIN. */
const LATIN_WORDS = /^[A-Za-z][A-Za-z0-9.'-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.'-]*)*$/;

function englishNounPhraseCheck(statements: readonly Statement[]): (phrase: string) => boolean {
  const text = statementsText(statements);
  // Words that end inside a run of capitals (a title's) are counted with their compound in any case: the body writes both in lowercase.
  const runsOnMore = (phrase: string, inside: readonly TaggerToken[], after: TaggerToken): boolean => {
    const last = inside[inside.length - 1].value;
    if (!endsInsideCapitals(inside, after)) return compoundWrittenMore(text, phrase, last, after.value);
    return compoundWrittenMore(lowercasedStatementsText(statements), phrase.toLowerCase(), last.toLowerCase(), after.value.toLowerCase());
  };
  return (phrase) => {
    let read = 0;
    let nounPhrases = 0;
    let absent = 0;
    let runsOn = 0;
    let met = 0;
    // Uses that open with a verb after a modal or, where the word is a verb more often than anything else, after to (will stop printing, to handle
    // requests), and uses that are a verb of the present before its object (presentVerbUse).
    let sureVerbs = 0;
    text.forEachUse(phrase, (k, at) => {
      const { content } = statements[k];
      met++;
      // A piece of a hyphenated word (Angle of Angle-based, dimensional data of high-dimensional data) is none.
      if (hyphenJoined(content, at, at + phrase.length)) read++;
      else {
        const { inside, before, after, opener, closer } = tagsOf(statements[k], at, at + phrase.length);
        // A use that may as well be a command as a name (Click Accessibility) tells neither way.
        if (inside.length === 0 || !inside[0].maybeCommand) {
          read++;
          const following = content.slice(at + phrase.length, at + phrase.length + 2);
          if (runsIntoNoun(inside, after, following) && runsOnMore(phrase, inside, after!)) runsOn++;
          // A verb of the present before its object, opening its sentence or after its subject, is one whatever the tagger read (spawns/NNS five jobs).
          else if (presentVerbUse(inside, before, after, following)) sureVerbs++;
          else if (nounPhraseUse(phrase, inside, before, after, following)) nounPhrases++;
          else if (sureVerb(inside, before)) sureVerbs++;
          if (opener?.normal === 'no' && closer !== undefined && (closer.pos === 'VBN' || closer.pos === 'VBD' || closer.normal === 'available')) absent++;
        }
      }
      return read < USES_READ && met < USES_MET;
    });
    // A phrase the text writes only as what it lacks, after no and before a participle (No contact information provided
    // yet, No results found), names no subject; the problem a title names stays one (I have no wireless network when…).
    // Words read only as modifiers of a compound they run on into (connected Bluetooth of connected Bluetooth devices) are
    // no phrase; where the text also writes them otherwise, those uses decide.
    const alone = read - runsOn;
    // A word alone whose every use may be a command or a name (Click Settings, Press Enter) is the command: as a name of one word it
    // would be read elsewhere (the Click button).
    if (read === 0) return met === 0 || phrase.includes(' ');
    // Half of them noun phrases is enough, but not against a sure verb: a tagger trained on news reads a verb as a noun (applications
    // that/DT handle/NN requests) far more often than the other way.
    return alone > 0 && (2 * nounPhrases > alone || (2 * nounPhrases === alone && sureVerbs === 0)) && absent < read;
  };
}

/**
 * Whether a use opens with a verb the tagger reads surely: its base form after a modal (*will stop
 * printing*), or after *to* where the tagger's lexicon lists the word as a verb first (*to handle
 * requests*); after *to* a noun is as often a preposition's object (*an approach to stroke
 * prediction*, where the tagger reads *stroke* as a verb).
 */
function sureVerb(inside: readonly TaggerToken[], before: TaggerToken | undefined): boolean {
  if (inside[0]?.pos !== 'VB' || before === undefined) return false;
  return before.pos === 'MD' || (before.pos === 'TO' && listed(inside[0].value.toLowerCase())?.[0] === 'VB');
}

/**
 * A sentence's tokens, tagged: the checks of a text's common words (verbUseCheck) and of its key
 * phrases (nounPhraseCheck) read the same sentences, mostly, and tagging them was the larger part
 * of both. Kept for the last few hundred sentences met, each a string of its own (a piece of a
 * page would keep the page): enough for the two checks of one text, and memory stays flat. The
 * key phrases' reading of its commands (imperatives) is kept beside the tags, made when first read.
 */
const sentenceOf = cached((sentence: string): TaggedSentence => {
  const tokens = taggerTokens(ownString(sentence));
  tagEnglish(tokens);
  return { tagged: tokens };
}, TAGGED_SENTENCES);

interface TaggedSentence {
  tagged: Placed[];
  commands?: Read[];
}

/** A sentence's tokens with its commands read as verbs (imperatives), for the key phrases and the verbs of a text's words (verbUseCheck). */
function commandsRead(sentence: string): Read[] {
  const read = sentenceOf(sentence);
  return (read.commands ??= imperatives(read.tagged));
}

/**
 * A statement's sentences as tagsOf reads them: where they end, found once, and each one read
 * (commandsRead) with its words (its tokens but punctuation), by where it starts and ends in the
 * statement. A statement's uses are read by many checks (each common word's, each key phrase's),
 * and finding its sentence again for each use, and looking it up by its characters, cost as much as
 * tagging it. Kept by the statement itself, for as long as the statement is kept: a statement's
 * text as a key would be compared in full at each look-up.
 */
type StatementSentences = { ends: number[]; read: Map<number, SentenceRead> };
/** A sentence's tokens as tagsOf reads them: all of them, its words (no punctuation), and where each word is among the tokens. */
type SentenceRead = { tokens: Read[]; words: Read[]; places: Int32Array };
const statementSentences = new WeakMap<Pick<Statement, 'content'>, StatementSentences>();

/**
 * The tokens of statement.content[from, to) as the tagger reads them in their sentence (its
 * commands read as verbs: commandsRead), and whether they are the whole of it; `opener` and
 * `closer`, the tokens around the noun phrase they lie in: the nearest before them that is no noun,
 * adjective or number, and the nearest after them that is no noun or number (*the* main window
 * *is*, *No* contact information *provided*), if any and no punctuation.
 */
export function tagsOf(statement: Pick<Statement, 'content'>, from: number, to: number): { inside: Read[]; alone: boolean; before?: Read; after?: Read; opener?: Read; closer?: Read } {
  const text = statement.content;
  let sentences = statementSentences.get(statement);
  if (!sentences) statementSentences.set(statement, (sentences = { ends: sentenceEnds(text), read: new Map() }));
  const [start, end] = sentenceAround(text, from, to, sentences.ends);
  const place = start * (text.length + 1) + end;
  let sentence = sentences.read.get(place);
  if (!sentence) sentences.read.set(place, (sentence = sentenceRead(commandsRead(text.slice(start, end)))));
  const { tokens, words, places } = sentence;
  // The words from the first at `from` on, to the last before `to` (a sentence's words are in order).
  let first = 0;
  while (first < words.length && words[first].start + start < from) first++;
  let next = first;
  while (next < words.length && words[next].start + start < to) next++;
  if (first === words.length) first = next = -1;
  const inside = first < 0 ? [] : words.slice(first, next);
  // Before the phrase, its noun's modifiers; after it, the nouns that end the noun phrase (an adjective there is its predicate: No data available).
  const around = (index: number, step: number) => {
    const within = step < 0 ? MODIFIER : NOMINAL;
    let k = index;
    while (k >= 0 && k < tokens.length && within.test(tokens[k].pos!)) k += step;
    return k >= 0 && k < tokens.length && tokens[k].tag !== 'punctuation' ? tokens[k] : undefined;
  };
  return {
    inside,
    alone: inside.length === words.length,
    before: first > 0 ? words[first - 1] : undefined,
    after: next >= 0 && next < words.length ? words[next] : undefined,
    ...(inside.length > 0 ? { opener: around(places[first] - 1, -1), closer: around(places[next - 1] + 1, 1) } : {}),
  };
}

function sentenceRead(tokens: Read[]): SentenceRead {
  const places = Int32Array.from(tokens.keys()).filter((i) => tokens[i].tag !== 'punctuation');
  return { tokens, words: Array.from(places, (i) => tokens[i]), places };
}

/** A noun's modifier within its noun phrase: a noun, an adjective or a number. */
const MODIFIER = /^(?:NN|JJ|CD)/;
/** A noun or a number. */
const NOMINAL = /^(?:NN|CD)/;
