// Judges of a language's analysis that owe nothing to tna's own lists and stemmers: stopwords-iso's full
// list, Hunspell's stems (Debian's dictionaries), and the text itself.
import type { AnalysisMode } from '../../../../src/core/analysis-mode.js';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { analyze } from '../../../../src/core/analyze.js';
import { topNodes } from '../../../../src/core/graph/rank.js';
import { DEFAULT_SETTINGS } from '../../../../src/core/text/settings.js';
import { toStatements } from '../../../../src/core/text/statements.js';
import type { Language } from '../../../../src/core/types.js';

const require = createRequire(import.meta.url);
const iso = require('stopwords-iso') as Record<string, string[]>;

/** The language a text is analysed in and its top concepts by betweenness, as `tna graph` ranks them. */
export function topConcepts(text: string, count = 50, language: Language | 'auto' = 'auto', mode?: AnalysisMode): { language: Language; top: string[] } {
  const analysis = analyze(toStatements({ text }), {
    analysis: mode,
    language,
    stopwords: [],
    settings: DEFAULT_SETTINGS,
    modifyAnalyzedText: 'none',
    replaceEntities: true,
    maxNodes: 150,
  });
  const names = analysis.graph.names;
  return { language: analysis.language, top: topNodes(analysis.bc, analysis.graph.degree, count).map((i) => names[i]) };
}

/** The concepts that stopwords-iso's full list of the language holds. */
export function isoStopwords(concepts: readonly string[], language: string): string[] {
  const list = new Set((iso[language] ?? []).map((w) => w.toLowerCase()));
  return concepts.filter((c) => list.has(c));
}

/** Debian's Hunspell dictionary of each language (package hunspell-<code>). */
export const HUNSPELL: Readonly<Record<string, string>> = {
  en: 'en_US', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', pt: 'pt_BR', it: 'it_IT', nl: 'nl_NL', sv: 'sv_SE', da: 'da_DK',
  no: 'nb_NO', hu: 'hu_HU', ro: 'ro_RO', pl: 'pl_PL', cs: 'cs_CZ', tr: 'tr_TR', id: 'id_ID', ru: 'ru_RU', uk: 'uk_UA',
  el: 'el_GR', ar: 'ar', he: 'he_IL', hi: 'hi_IN', ko: 'ko_KR',
};

export function hasHunspell(language: string): boolean {
  const dictionary = HUNSPELL[language];
  if (!dictionary || !existsSync(`/usr/share/hunspell/${dictionary}.dic`)) return false;
  try {
    execFileSync('hunspell', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Each word's stems by Hunspell (`hunspell -s`): the word itself when it knows no other. */
export function hunspellStems(words: readonly string[], language: string): Map<string, Set<string>> {
  const out = execFileSync('hunspell', ['-d', `/usr/share/hunspell/${HUNSPELL[language]}`, '-s', '-i', 'utf-8'], {
    input: words.join('\n') + '\n',
    encoding: 'utf8',
  });
  const stems = new Map<string, Set<string>>(words.map((w) => [w, new Set([w])]));
  for (const line of out.split('\n')) {
    const [word, stem] = line.trim().split(/\s+/);
    if (word && stem && stems.has(word)) stems.get(word)!.add(stem.toLowerCase());
  }
  return stems;
}

/**
 * Pairs of concepts Hunspell takes for forms of one word: a stem in common, and the same start
 * (inflection keeps a word's start; Hunspell's prefixes also give activar for desactivar and
 * file for profile, which are other words).
 */
export function formsOfOneWord(concepts: readonly string[], language: string): [string, string][] {
  const stems = hunspellStems(concepts, language);
  const start = (w: string) => [...w].slice(0, 2).join('');
  const pairs: [string, string][] = [];
  for (let i = 0; i < concepts.length; i++) {
    for (let j = i + 1; j < concepts.length; j++) {
      const a = stems.get(concepts[i])!;
      if (start(concepts[i]) === start(concepts[j]) && [...stems.get(concepts[j])!].some((s) => a.has(s))) pairs.push([concepts[i], concepts[j]]);
    }
  }
  return pairs;
}

/** The concepts that are not a part of the text's words (lowercased and composed as tna reads them). */
export function labelsNotInText(concepts: readonly string[], text: string, language: string): string[] {
  let haystack = text.toLocaleLowerCase(language === 'tr' ? 'tr' : undefined).normalize('NFC').replace(/’/g, "'");
  if (language === 'ru') haystack = haystack.replace(/ё/g, 'е');
  if (language === 'ro') haystack = haystack.replace(/ş/g, 'ș').replace(/ţ/g, 'ț');
  if (language === 'fa') haystack = haystack.replace(/ي/g, 'ی').replace(/ك/g, 'ک');
  if (language === 'ar' || language === 'fa') haystack = haystack.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
  // Vietnamese syllables of one word are joined with `_` (hệ_thống).
  // English concepts are shown as their lemma: the singular of a plural the text writes (activity of Activities).
  const forms = (c: string) => (language === 'vi' ? [c.replaceAll('_', ' ')] : language === 'en' ? [c, `${c}s`, `${c}es`, c.replace(/y$/, 'ies')] : [c]);
  return concepts.filter((c) => !forms(c).some((form) => haystack.includes(form)));
}
