// The options of the library's functions beside graph(): dot, compare, related, check and advice.
import type { CallOptions, LanguageModelOptions, ReadingOptions, ResponseOptions, Store, StoreOption, TextSettings, TextSource } from './types.js';
import type { RelatedMatch } from '../service/related.js';

/** The words a text is read into: its language, stopwords and analysis (TextSettings'). */
export type WordSettings = Pick<TextSettings, 'language' | 'stopwords' | 'analysis'>;

export interface DotOptions extends CallOptions, TextSource, StoreOption, WordSettings, Pick<TextSettings, 'aiTopics'> {
  /** Which part of the graph: the strongest relations of the whole graph (the default), or the part a mode names (`gaps`, `develop`, `latent`, `reinforce`…). */
  optimize?: string;
  gapDepth?: 0 | 1 | 2 | 3;
  /** Add the graph (nodes, edges, clusters) (default false). */
  includeGraph?: boolean;
  /** The plain-text summary (default true). */
  includeGraphSummary?: boolean;
  /** The structured summary (default true). */
  extendedGraphSummary?: boolean;
  maxNodes?: number | 'all';
  languageModel?: LanguageModelOptions;
  /** Without a text: the saved graph of this name (needs `store`). */
  name?: string;
}

/** One context of a comparison: a text, statements, or a saved graph's name (with `store`). */
export interface CompareContext {
  name?: string;
  text?: string;
  statements?: readonly string[];
}

export interface CompareOptions extends CallOptions, ReadingOptions, StoreOption, WordSettings, Omit<ResponseOptions, 'includeStatements' | 'compactStatements' | 'compactGraph'> {
  /** Two or more texts (each read as the command reads a file given as it is), or contexts. */
  texts?: readonly string[];
  /** Two or more files, each a context named by its path. */
  files?: readonly string[];
  contexts?: readonly CompareContext[];
  /** `merge` (the default): one graph of all; `overlap`: what every context has; `difference`: what the others have that the first lacks. */
  mode?: 'merge' | 'overlap' | 'difference';
  /** The result's name. */
  name?: string;
  userName?: string;
  /** The statements of the compared texts (default false). */
  includeStatements?: boolean;
}

export interface RelatedOptions extends CallOptions, TextSource, StoreOption, WordSettings {
  /** The question. */
  question: string;
  /** At most this many statements (default 10). */
  limit?: number;
  /** The least similarity, 0 to 1 (default 0.3). */
  threshold?: number;
  /** Without a text: the statements of the saved graph of this name (needs `store`). */
  name?: string;
  userName?: string;
  /** The question widened by its words' neighbours in the text's graph (default false), as `tna related --widen`. */
  widen?: boolean;
}

/** A related statement, with where it came from (`file:line`, `text:line`, or the saved graph's name). */
export type RelatedAnswer = RelatedMatch & { source?: string };

export interface CheckOptions extends CallOptions {
  /** Files or globs to check one by one. */
  files?: readonly string[];
  /** Texts given as they are, each with the name reports give it. */
  texts?: ReadonlyArray<{ file: string; text: string }>;
  /** The configuration: a file's path, or the object a tna.config.json holds; default: the file found from `cwd` up. */
  config?: string | Record<string, unknown>;
  /** Also check all the texts together, as one. */
  combined?: boolean;
  /** What to measure drift against: a file, a directory, or a saved graph. */
  baseline?: string;
  /** Measure each file's drift from its version at this git revision. */
  baselineRef?: string;
  inputFormat?: ReadingOptions['inputFormat'];
  html?: ReadingOptions['html'];
  analysis?: TextSettings['analysis'];
  /** A pattern that matches no file is an error (the default) or ignored (`false`). */
  errorOnUnmatchedPattern?: boolean;
  /** Keep each file's facts in this cache file (`true`: .tnacache in `cwd`). */
  cache?: string | boolean;
  /** With a `baseline` that names a saved graph. */
  store?: Store;
}

export interface AdviceOptions extends CallOptions, TextSource, TextSettings, Omit<ResponseOptions, 'includeStatements'>, StoreOption {
  /** The annotated statements in the answer (default false). */
  includeStatements?: boolean;
  /** What to ask for: `question` (the default), `idea`, `fact`, `summary`, `outline`, `custom`… */
  requestMode?: string;
  /** The part of the graph the prompt is built on (`gaps`, `develop`, `latent`, `reinforce`, `imagine`, `optimize`…). */
  optimize?: string;
  /** Your own prompt or message (needed by chat, response, gptchat, reprompt, custom). */
  prompt?: string;
  /** A system prompt in place of the built-in one. */
  systemPrompt?: string;
  /** Concepts to focus on. */
  pinnedNodes?: readonly string[];
  /** Clusters to focus on with `optimize: 'develop'`. */
  topicsToProcess?: readonly string[];
  /** Advice for three gaps. */
  extendedAdvice?: boolean;
  transcend?: boolean;
  /** The model to use; else `languageModel.model`. */
  modelToUse?: string;
  /** The language model; without it, `env` (OPENAI_API_KEY, OPENAI_BASE_URL, TNA_MODEL) when given. */
  languageModel?: LanguageModelOptions;
  statements?: readonly string[];
  name?: string;
  userName?: string;
}
