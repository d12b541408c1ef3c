// Widening autocomplete: ask for the query alone, followed by each letter, and framed by question words, and merge the answers.
//
// The prompts, in this fixed order (docs/web-search.md lists the words):
//   1. the query itself;
//   2. the query followed by each letter of the language's alphabet ("coffee a" … "coffee z";
//      Russian uses а … я);
//   3. each question word before it ("what coffee", "how coffee", …);
//   4. each connecting word after it ("coffee vs", "coffee for", "coffee near").
// Answers are merged in prompt order, whichever arrives first, so the list is the same every run.
import { mapLimited } from './map-limited.js';
import type { SearchRequest, WebSearchProvider } from './types.js';

interface Words {
  letters: string;
  before: string[];
  after: string[];
}

const LATIN = 'abcdefghijklmnopqrstuvwxyz';

/** By ISO 639-1 code; a language missing here is asked in English. */
export const EXPANSION_WORDS: Readonly<Record<string, Words>> = {
  en: { letters: LATIN, before: ['what', 'how', 'why', 'can', 'which', 'who', 'where', 'when', 'is', 'are'], after: ['vs', 'for', 'near'] },
  de: { letters: LATIN, before: ['was', 'wie', 'warum', 'kann', 'welche', 'wer', 'wo', 'wann', 'ist', 'sind'], after: ['vs', 'für', 'in der nähe'] },
  fr: { letters: LATIN, before: ['que', 'comment', 'pourquoi', 'peut-on', 'quel', 'quelle', 'qui', 'où', 'quand', 'est-ce que'], after: ['vs', 'pour', 'près de'] },
  es: { letters: LATIN, before: ['qué', 'cómo', 'por qué', 'se puede', 'cuál', 'quién', 'dónde', 'cuándo', 'es', 'son'], after: ['vs', 'para', 'cerca de'] },
  pt: { letters: LATIN, before: ['o que', 'como', 'por que', 'pode', 'qual', 'quem', 'onde', 'quando', 'é', 'são'], after: ['vs', 'para', 'perto de'] },
  it: { letters: LATIN, before: ['cosa', 'come', 'perché', 'si può', 'quale', 'chi', 'dove', 'quando', 'è', 'sono'], after: ['vs', 'per', 'vicino a'] },
  // Russian has no "is/are" to ask with; the letters are those words start with (not ё, й, ъ, ы, ь).
  ru: { letters: 'абвгдежзиклмнопрстуфхцчшщэюя', before: ['что', 'как', 'почему', 'можно ли', 'какой', 'кто', 'где', 'когда'], after: ['vs', 'для', 'рядом'] },
};

export interface ExpansionOptions {
  /** Requests in flight at once; 4 unless set. */
  concurrency?: number;
}

/** The texts asked for `query` in `language`, in the order their answers are merged. */
export function expansionPrompts(query: string, language?: string): string[] {
  const q = normalize(query);
  const words = EXPANSION_WORDS[language?.toLowerCase() ?? 'en'] ?? EXPANSION_WORDS.en!;
  return [q, ...[...words.letters].map((l) => `${q} ${l}`), ...words.before.map((w) => `${w} ${q}`), ...words.after.map((w) => `${q} ${w}`)];
}

/**
 * Autocomplete suggestions for every prompt of expansionPrompts, merged: whitespace normalized,
 * duplicates (ignoring case) and the query itself dropped, first-seen order by prompt. The first
 * failure stops asking and is thrown.
 */
export async function expandedSuggestions(provider: WebSearchProvider, request: SearchRequest, options: ExpansionOptions = {}): Promise<string[]> {
  const prompts = expansionPrompts(request.query, request.language);
  const answers = await mapLimited(prompts, options.concurrency ?? 4, (prompt) => provider.suggest({ ...request, query: prompt }));
  const seen = new Set<string>([key(request.query)]);
  const out: string[] = [];
  for (const suggestion of answers.flat()) {
    const text = normalize(suggestion);
    const k = key(text);
    if (text === '' || seen.has(k)) continue;
    seen.add(k);
    out.push(text);
  }
  return out;
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function key(text: string): string {
  return normalize(text).toLocaleLowerCase();
}
