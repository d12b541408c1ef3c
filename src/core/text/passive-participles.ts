// A key phrase that ends in a past participle the text goes on from with a preposition ends in its
// clause's verb, a passive's: *horloge située dans la barre*, *botão configurações localizado ao
// lado*, *identificador asignado por el sistema*, *traduzioni installate nel sistema*. The noun
// before the participle is the phrase (*horloge*, *botão configurações*); a participle the text
// writes otherwise is its noun's adjective and stays (*fichiers cachés*, *archivos ocultos*).
import type { Language, Statement } from '../types.js';
import { frenchVerbForm } from './french-words.js';
import { PORTUGUESE_VERBS, SPANISH_VERBS } from './hunspell-verbs.js';
import { italianVerbForm } from './italian-words.js';
import { wordSet } from './languages/language.js';
import { statementsText, wordAfter } from './phrase-uses.js';

/** How many uses of a phrase are read, at most. */
const USES_READ = 10;

interface Participles {
  /** A past participle's ending, and the infinitive's ending that replaces it (*située* → *situer*, *asignado* → *asignar*). */
  endings: readonly [ending: RegExp, infinitive: readonly string[]][];
  /** Whether a form is a verb's infinitive (only a verb has it). */
  verb: (lowercase: string) => boolean;
  /**
   * The prepositions that open a participle's complement (where, by whom, with what), the
   * articles joined to them too; not *de* (*di*), which a noun takes as well, nor *pour*
   * (*para*, *per*), which opens a purpose as often (*touches fléchées pour naviguer*).
   */
  complement: ReadonlySet<string>;
  /** The words that join a compound's nouns (*atalho de teclado*): a noun after one, whatever its ending. */
  joiners: ReadonlySet<string>;
}

/** Spanish's and Portuguese's past participles: *-ado* of a verb in *-ar*, *-ido* of one in *-er* or *-ir*. */
const ADO_IDO: Participles['endings'] = [
  [/(?:ado|ada|ados|adas)$/u, ['ar']],
  [/(?:ido|ida|idos|idas)$/u, ['er', 'ir']],
];

const PARTICIPLES: Partial<Record<Language, Participles>> = {
  fr: {
    endings: [[/(?:é|ée|és|ées)$/u, ['er']]],
    verb: frenchVerbForm,
    complement: wordSet('à au aux dans sur sous en par avec derrière devant près contre vers entre chez depuis selon parmi'),
    joiners: wordSet('de du des sans'),
  },
  es: {
    endings: ADO_IDO,
    verb: SPANISH_VERBS.verbForm,
    complement: wordSet('en por a al con sobre bajo tras desde hacia entre junto dentro'),
    joiners: wordSet('de del'),
  },
  pt: {
    endings: ADO_IDO,
    verb: PORTUGUESE_VERBS.verbForm,
    complement: wordSet('em no na nos nas num numa por pelo pela pelos pelas a ao à aos às com sobre sob desde entre junto dentro'),
    joiners: wordSet('de do da dos das sem'),
  },
  it: {
    endings: [
      [/(?:ato|ata|ati|ate)$/u, ['are']],
      [/(?:uto|uta|uti|ute)$/u, ['ere']],
      [/(?:ito|ita|iti|ite)$/u, ['ire']],
    ],
    verb: italianVerbForm,
    complement: wordSet('in nel nella nei nelle nello negli da dal dalla dai dalle dallo dagli a al alla ai alle allo agli con su sul sulla sui sulle sotto tra fra presso accanto dentro'),
    joiners: wordSet('di del della dei delle senza'),
  },
};

/** Whether `lowercase` is a past participle of a verb the language's lexicon knows (*située* of *situer*). */
function pastParticiple(lowercase: string, { endings, verb }: Participles): boolean {
  for (const [ending, infinitives] of endings) {
    const found = ending.exec(lowercase);
    if (!found || found.index < 2) continue;
    const stem = lowercase.slice(0, found.index);
    if (infinitives.some((infinitive) => verb(stem + infinitive))) return true;
  }
  return false;
}

/**
 * Whether a phrase of two words or more ends in a past participle that most of the text's first
 * USES_READ uses of the phrase go on from with a preposition (its complement). French, Spanish,
 * Portuguese and Italian; undefined for another language.
 */
export function passiveParticipleCheck(statements: readonly Statement[], language: Language): ((phrase: string) => boolean) | undefined {
  const participles = PARTICIPLES[language];
  if (!participles) return undefined;
  return (phrase) => {
    const written = phrase.split(/\s+/);
    if (written.length < 2 || participles.joiners.has(written[written.length - 2].toLowerCase())) return false;
    if (!pastParticiple(written[written.length - 1].toLowerCase(), participles)) return false;
    const [read, passives] = statementsText(statements).usesWhere(phrase, USES_READ, (k, at) =>
      participles.complement.has(wordAfter(statements[k].content, at + phrase.length)?.toLowerCase() ?? ''),
    );
    return read > 0 && 2 * passives > read;
  };
}
