// The Service calls of a check: one text → its graph facts, a concept list → its concepts.
import { ApiError, badRequest } from '../core/errors.js';
import { reline } from '../core/text/split.js';
import type { Service } from '../service/service.js';
import type { AnalysisSettings } from './config-schema.js';
import { factsOf, textFacts, type GraphFacts } from './facts.js';
import { phraseEntries, phrasesIn } from './phrases.js';
import type { ConceptEntry, PrepareEnv } from './rules/rule.js';

/** Only what the rules read: the graph with every node's community, and the statistics. */
export function factsQuery(analysis: AnalysisSettings) {
  return {
    doNotSave: true,
    addStats: true,
    includeStatements: false,
    includeGraphSummary: false,
    extendedGraphSummary: false,
    includeGraph: true,
    compactStatements: true,
    compactGraph: false,
    maxNodes: analysis.maxNodes,
  };
}

const bodyFor = (text: string, analysis: AnalysisSettings) => ({
  text,
  language: analysis.language,
  stopwords: analysis.stopwords,
  analysis: analysis.mode,
});

/** A text that is empty, or has no concepts left once stopwords go, is one the service refuses as bad `text`. */
const nothingToAnalyze = (error: unknown) => error instanceof ApiError && error.status === 400 && error.field === 'text';

/**
 * The facts of one text; undefined when it has nothing to analyze (no rule can judge it).
 * `lines` gives the source line of each line of `text` (a document's, read without its markup);
 * `phrases`, the phrases the configuration asks about, which the facts tell whether it writes;
 * `keyPhrases`: the facts hold the text's key phrases (--init suggests from them; no rule reads
 * them, and left unread they are never ranked).
 */
export async function analyzeText(
  service: Service,
  text: string,
  analysis: AnalysisSettings,
  lines?: readonly number[],
  phrases: readonly string[] = [],
  keyPhrases = false,
): Promise<GraphFacts | undefined> {
  if (text.trim() === '') return undefined;
  const relined = reline(text, analysis.split);
  const lineOf = (statement: number) => {
    const origin = relined.origins[statement] ?? statement;
    return lines ? lines[origin] || 1 : origin + 1;
  };
  try {
    const facts = factsOf(await service.graphAndStatements(factsQuery(analysis), bodyFor(relined.text, analysis)), textFacts(relined.text, lineOf), keyPhrases);
    if (analysis.mode === 'reference') facts.analysis = 'reference';
    // The phrases are read here, beside the Service: its answer holds the language, not the runs of words.
    if (phrases.length > 0) facts.phrases = phrasesIn(relined.text, facts.language, analysis, phrases);
    return facts;
  } catch (error) {
    if (nothingToAnalyze(error)) return undefined;
    throw error;
  }
}

/**
 * A configured concept list through the same analysis as the texts, so "Graphs" matches the
 * concept graph. With language auto the list is read as English (a list of words is too short to
 * detect); a single word also matches as written, lowercased, for other languages.
 */
export async function conceptEntries(service: Service, list: readonly string[], analysis: AnalysisSettings, where: string): Promise<ConceptEntry[]> {
  const lines = list.map((entry) => entry.replace(/\s+/g, ' ').trim());
  const language = analysis.language === 'auto' ? 'en' : analysis.language;
  let concepts: Record<string, string[]> = {};
  try {
    const response = await service.graphAndStatements(
      { doNotSave: true, addStats: false, includeStatements: false, extendedGraphSummary: false, includeGraph: false, maxNodes: 0 },
      { text: lines.join('\n'), language, stopwords: analysis.stopwords, analysis: analysis.mode },
    );
    concepts = response.entriesAndGraphOfContext.graph.statementHashtags;
  } catch (error) {
    if (!nothingToAnalyze(error)) throw error;
  }
  return lines.map((entry, i) => {
    const found = concepts[String(i)] ?? [];
    if (found.length === 0) throw badRequest(`${where}: "${list[i]}" can never be a concept (a stopword, a number, or shorter than three letters)`);
    const forms = [found];
    if (!entry.includes(' ')) forms.push([entry.toLowerCase()]);
    return { entry, forms };
  });
}

/** A rule's list checks (PrepareEnv's concepts and phrases) through the texts' analysis, an error naming `label: key`. */
export function listEntries(service: Service, analysis: AnalysisSettings, label: string): Pick<PrepareEnv, 'concepts' | 'phrases'> {
  return {
    concepts: (list, key) => conceptEntries(service, list, analysis, `${label}: ${key}`),
    phrases: (list, key) => phraseEntries(list, analysis, `${label}: ${key}`),
  };
}
