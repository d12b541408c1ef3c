// franc's trigram distances (franc 6.2, MIT), for the languages detection weighs.
// franc itself turns the trigram models of all its 187 languages into lookup tables when it is
// loaded — a noticeable part of a short run's start-up — while tna asks about a few of one script
// at a time. This is the same computation over franc's own data (the models of tna's languages,
// which scripts/build-trigrams.mjs writes beside this module), read and made into tables when
// first needed. test/core/text/trigram-language.test.ts holds it to franc's answers.
import { readFileSync } from 'node:fs';

/** Each script's models: a language's trigrams, most frequent first, joined by `|`. */
type Models = Record<string, Record<string, string>>;
let data: Models | undefined;
const francModels = () => (data ??= JSON.parse(readFileSync(new URL('./trigrams.json', import.meta.url), 'utf8')) as Models);

/** franc's limits: at most this much of the text is read; shorter than the minimum is undetermined. */
const MAX_LENGTH = 2048;
const MIN_LENGTH = 10;
/** The distance a trigram adds when a language's model lacks it. */
const MAX_DIFFERENCE = 300;

const tables = new Map<string, Map<string, number>>();

/** A language's trigrams by rank (franc: the first of equal trigrams keeps the lowest rank). */
function model(script: string, language: string): Map<string, number> {
  const key = `${script}/${language}`;
  let table = tables.get(key);
  if (!table) {
    const trigrams = francModels()[script][language].split('|');
    table = new Map();
    for (let weight = trigrams.length - 1; weight >= 0; weight--) table.set(trigrams[weight], weight);
    tables.set(key, table);
  }
  return table;
}

/** Trigram counts of franc's cleaned, space-padded text (trigram-utils' asDictionary). */
function trigramCounts(value: string): Map<string, number> {
  const clean = value.replace(/[\u0021-\u0040]+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  const padded = ' ' + clean + ' ';
  const counts = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const trigram = padded.slice(i, i + 3);
    counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  }
  return counts;
}

function distanceTo(counts: Map<string, number>, table: Map<string, number>): number {
  let distance = 0;
  for (const [trigram, count] of counts) {
    const rank = table.get(trigram);
    distance += rank === undefined ? MAX_DIFFERENCE : Math.abs(count - rank - 1);
  }
  return distance;
}

/**
 * franc's distance of the text (its first 2,048 characters) to each asked language of a script
 * (franc's ISO 639-3 codes, `Latin`, `Cyrillic`…): lower is likelier. Languages franc has no
 * model of in that script are left out; so is everything for text under 10 characters.
 */
export function trigramDistances(value: string, script: string, only: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  const ofScript = francModels()[script];
  if (!value || value.length < MIN_LENGTH || !ofScript) return out;
  const counts = trigramCounts(value.slice(0, MAX_LENGTH));
  for (const language of only) if (language in ofScript) out.set(language, distanceTo(counts, model(script, language)));
  return out;
}
