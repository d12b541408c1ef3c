// Build step: the words each language writes dates and durations with, from the locale data of
// Node's ICU, as time-words.json beside tsc's output of time-words.ts and beside the bundle: the
// names of the months (alone and in a date: Polish styczeń, 15 stycznia) and of the days of the
// week, relative times (yesterday, last month, in 2 weeks), the units of a calendar from the year
// to the day (1 day, 2 years, 5 dni) and the periods of a day (in the morning, du soir).
// Worked out at run time, the first of ICU's date formats made took 28 ms, a tenth of a short
// text's whole run. The file holds one string a language, its words one a line, as ICU writes
// them (a capital kept: src/core/text/time-words.ts tells French mars from Mars by it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { LANGUAGE_MODULES } = await import(pathToFileURL(path.join(ROOT, 'dist', 'src', 'core', 'text', 'languages', 'registry.js')).href);

/**
 * The units of a calendar a date or a duration is said in, from the year to the day. Not the hour:
 * French *heure* is also the time of day and German *Uhr* the clock, the subjects of a help page
 * on setting them; nor minutes and seconds (a minute detail, the second).
 */
const UNITS = ['year', 'month', 'week', 'day'];
/** Counts whose forms of a unit cover every plural a language has (Polish: 1 dzień, 2 dni, 5 dni). */
const COUNTS = [1, 2, 5, 21];
const WORD = /[\p{L}\p{M}]+/gu;

/** Each way the locale writes dates and durations, as strings. */
function localeStrings(locale) {
  const out = [];
  const year = 2021;
  const format = (options) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const month = format({ month: 'long' });
  const dayOfMonth = format({ day: 'numeric', month: 'long' });
  for (let m = 0; m < 12; m++) {
    const date = new Date(Date.UTC(year, m, 15, 12));
    out.push(month.format(date), dayOfMonth.format(date));
  }
  const weekday = format({ weekday: 'long' });
  for (let d = 0; d < 7; d++) out.push(weekday.format(new Date(Date.UTC(year, 5, 7 + d, 12))));
  // The period of the day alone (du soir, nachts), not the hour ICU writes it with (German 9 Uhr
  // abends: Uhr is the clock too); on a 12-hour clock, so that every locale names its periods.
  const period = format({ hour: 'numeric', dayPeriod: 'long', hourCycle: 'h12' });
  for (let h = 0; h < 24; h++) for (const part of period.formatToParts(new Date(Date.UTC(year, 5, 7, h)))) if (part.type === 'dayPeriod') out.push(part.value);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
  const counted = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
  for (const unit of UNITS) {
    const amount = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    for (const n of [-1, 0, 1]) out.push(relative.format(n, unit));
    for (const n of COUNTS) out.push(counted.format(n, unit), counted.format(-n, unit), amount.format(n));
  }
  return out;
}

// A Node built without full ICU knows English alone: its other languages would get English's words.
if (new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2021, 6, 15))) !== 'juillet') {
  throw new Error("build-time-words: this Node has no full ICU (French's July is not juillet): build with Node's official binaries");
}
const words = {};
for (const { code } of LANGUAGE_MODULES) {
  // ICU knows Norwegian Bokmål as nb.
  const locale = code === 'no' ? 'nb' : code;
  // A word of one letter is left out: a function word where words are spaced (French l', y), and in
  // Chinese or Japanese a character with other senses (日 day and sun, 周 week and a name).
  words[code] = [...new Set(localeStrings(locale).flatMap((string) => string.match(WORD) ?? []))].filter((word) => [...word].length > 1).join('\n');
}
const json = JSON.stringify(words);
for (const dir of [path.join(ROOT, 'dist', 'src', 'core', 'text'), path.join(ROOT, 'dist')]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'time-words.json'), json);
}
