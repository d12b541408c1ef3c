// franc's language guess (franc-min 6.2, MIT), restricted to the languages tna has stopwords for.
// franc itself turns the trigram models of all its 82 languages into lookup tables when it is
// loaded — a noticeable part of a short run's start-up — while tna asks about 7. This is the same
// computation over franc-min's own data, building the tables of the allowed languages only, when
// first needed. test/core/text/trigram-language.test.ts holds it to franc's answers.
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';

/** franc's limits: at most this much of the text is read; shorter than the minimum is undetermined. */
const MAX_LENGTH = 2048;
const MIN_LENGTH = 10;
/** The distance a trigram adds when a language's model lacks it. */
const MAX_DIFFERENCE = 300;

const models = new Map<string, Map<string, number>>();

/** A language's trigrams by rank (franc: the first of equal trigrams keeps the lowest rank). */
function model(script: string, language: string): Map<string, number> {
  const key = `${script}/${language}`;
  let table = models.get(key);
  if (!table) {
    const trigrams = data[script][language].split('|');
    table = new Map();
    for (let weight = trigrams.length - 1; weight >= 0; weight--) table.set(trigrams[weight], weight);
    models.set(key, table);
  }
  return table;
}

/** The script whose characters are most frequent (franc's getTopScript: the first of equal ones), and that share. */
function topScript(value: string): [string | undefined, number] {
  let top: string | undefined;
  let topShare = -1;
  for (const [script, expression] of Object.entries(expressions)) {
    const share = (value.match(expression)?.length ?? 0) / value.length || 0;
    if (share > topShare) {
      topShare = share;
      top = script;
    }
  }
  return [top, topShare];
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

/** franc(value, { only }): the ISO 639-3 code of the likeliest allowed language, or 'und'. */
export function trigramLanguage(value: string, only: readonly string[]): string {
  if (!value || value.length < MIN_LENGTH) return 'und';
  const sample = value.slice(0, MAX_LENGTH);
  const [script, share] = topScript(sample);
  if (!script || !(script in data)) {
    // A script written in one language only (franc's expressions name it by that language).
    return script && share !== 0 && only.includes(script) ? script : 'und';
  }
  const counts = trigramCounts(sample);
  let best = 'und';
  let bestDistance = Infinity;
  for (const language of Object.keys(data[script])) {
    if (!only.includes(language)) continue;
    const table = model(script, language);
    let distance = 0;
    for (const [trigram, count] of counts) {
      const rank = table.get(trigram);
      distance += rank === undefined ? MAX_DIFFERENCE : Math.abs(count - rank - 1);
    }
    // franc sorts by distance with a stable sort: the first of equal distances wins.
    if (distance < bestDistance) {
      bestDistance = distance;
      best = language;
    }
  }
  return best;
}
