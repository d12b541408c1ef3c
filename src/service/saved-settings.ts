// The text-processing settings of a saved graph: which request fields change them, and the analysis options they give.
import type { AnalyzeOptions } from '../core/analyze.js';
import { DEFAULT_ANALYSIS } from '../core/analysis-mode.js';
import { DEFAULT_SETTINGS, type ContextSettings } from '../core/text/settings.js';
import type { SavedSettings } from '../store/types.js';
import type { GraphBody } from './schemas.js';

/**
 * The settings a request asks for. A field at its default value counts as not given, so that
 * a front door that always sends every field (the CLI) does not undo a graph's saved settings;
 * `analysis` is the exception, since no front door sends it unasked.
 */
export function requestedSettings(body: Pick<GraphBody, 'language' | 'stopwords' | 'contextSettings' | 'modifyAnalyzedText' | 'replaceEntities' | 'analysis'>): SavedSettings {
  const out: SavedSettings = {};
  // Either mode, when given, is kept: the CLI sends it only when --analysis or TNA_ANALYSIS says so.
  if (body.analysis) out.analysis = body.analysis;
  if (body.language && body.language !== 'auto') out.language = body.language;
  if (body.stopwords?.length) out.stopwords = [...body.stopwords];
  const contextSettings: Partial<ContextSettings> = {};
  for (const [key, value] of Object.entries(body.contextSettings ?? {}) as [keyof ContextSettings, string | undefined][]) {
    if (value !== undefined && value !== DEFAULT_SETTINGS[key]) Object.assign(contextSettings, { [key]: value });
  }
  if (Object.keys(contextSettings).length) out.contextSettings = contextSettings;
  if (body.modifyAnalyzedText && body.modifyAnalyzedText !== 'none') out.modifyAnalyzedText = body.modifyAnalyzedText;
  if (body.replaceEntities === false) out.replaceEntities = false;
  return out;
}

/** A graph's saved settings with the request's given fields on top. */
export function mergeSettings(saved: SavedSettings | undefined, requested: SavedSettings): SavedSettings {
  const contextSettings = { ...saved?.contextSettings, ...requested.contextSettings };
  const merged: SavedSettings = { ...saved, ...requested };
  if (Object.keys(contextSettings).length) merged.contextSettings = contextSettings;
  return merged;
}

export function analyzeOptions(settings: SavedSettings, maxNodes: number): AnalyzeOptions {
  return {
    analysis: settings.analysis ?? DEFAULT_ANALYSIS,
    language: settings.language ?? 'auto',
    stopwords: settings.stopwords ?? [],
    settings: { ...DEFAULT_SETTINGS, ...settings.contextSettings },
    modifyAnalyzedText: settings.modifyAnalyzedText ?? 'none',
    replaceEntities: settings.replaceEntities ?? true,
    maxNodes,
  };
}
