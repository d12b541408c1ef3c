// The library's functions at work: options → the request the command would send → this
// machine's Service → the answer. Loaded on the first call, never by importing the package.
import { badRequest } from '../core/errors.js';
import { ANALYSIS_MODES, analysisMode } from '../core/analysis-mode.js';
import { locatedStatements, statementsBody, withPlaces } from '../input/statement-places.js';
import { HTML_MODES, INPUT_FORMATS } from '../input/markup.js';
import { packageVersion } from '../service/version.js';
import { DEFAULT_MAX_NODES } from '../service/values.js';
import { runCheckRequest } from '../check/run.js';
import { checkJson } from '../check/formatters/json.js';
import { analysisOf, call, documentsOf, graphRequest, inputIO, oneOf, pick, readingOf, requestText, serviceFor, strings } from './calls.js';
import type * as t from './types.js';
import type * as o from './options.js';

export function graph(options: t.GraphOptions): Promise<t.GraphResponse> {
  return call(options, async (sink) => {
    const { query, body } = await graphRequest(options, inputIO(options, sink));
    return serviceFor(options, sink).graphAndStatements(query as never, body as never);
  });
}

// ---- dot, compare, related, advice ----------------------------------------------------------

export function dot(options: o.DotOptions): Promise<t.DotResponse> {
  return call(options, async (sink) => {
    const text = await requestText(options, inputIO(options, sink));
    if (text === undefined && options.name === undefined) throw badRequest('give the text to describe: text, texts or files (or the name of a saved graph)', 'text');
    const query = { gapDepth: 0, includeGraph: false, includeGraphSummary: true, extendedGraphSummary: true, maxNodes: DEFAULT_MAX_NODES, ...pick(options, ['optimize', 'gapDepth', 'includeGraph', 'includeGraphSummary', 'extendedGraphSummary', 'maxNodes']) };
    const body = { name: options.name, text, language: 'auto', ...pick(options, ['stopwords', 'aiTopics', 'language']), analysis: analysisOf(options) };
    return serviceFor(options, sink).dotGraphFromText(query, body);
  });
}

export function compare(options: o.CompareOptions): Promise<t.CompareResponse> {
  return call(options, async (sink) => {
    const io = inputIO(options, sink);
    const reading = readingOf(options);
    const contexts: Array<{ name?: string; text?: string; statements?: readonly string[] }> = [];
    for (const context of options.contexts ?? []) {
      const text = context.text === undefined ? undefined : await requestText({ ...reading, inputFormat: reading.format, text: context.text }, io);
      contexts.push({ ...pick(context, ['name', 'statements']), ...(text !== undefined ? { text } : {}) });
    }
    for (const [i, text] of (options.texts === undefined ? [] : strings(options.texts, 'texts')).entries()) {
      contexts.push({ name: `texts[${i}]`, text: await requestText({ ...reading, inputFormat: reading.format, text }, io) });
    }
    for (const file of options.files === undefined ? [] : strings(options.files, 'files')) {
      contexts.push({ name: file, text: await requestText({ ...reading, inputFormat: reading.format, files: [file] }, io) });
    }
    if (contexts.length < 2) throw badRequest('compare needs two or more texts: give texts, files or contexts', 'contexts');
    const query = {
      mode: 'merge',
      addStats: true,
      includeStatements: false,
      includeGraphSummary: false,
      extendedGraphSummary: true,
      includeGraph: true,
      gapDepth: 0,
      maxNodes: DEFAULT_MAX_NODES,
      ...pick(options, ['mode', 'addStats', 'includeStatements', 'includeGraphSummary', 'extendedGraphSummary', 'includeGraph', 'gapDepth', 'maxNodes']),
    };
    const body = { name: options.name, userName: options.userName, language: 'auto', ...pick(options, ['stopwords', 'language']), analysis: analysisOf(options), contexts };
    return serviceFor(options, sink).compareGraphs(query, body);
  });
}

export function related(options: o.RelatedOptions): Promise<o.RelatedAnswer[]> {
  return call(options, async (sink) => {
    if (typeof options.question !== 'string') throw badRequest('question must be a string: the question', 'question');
    const io = inputIO(options, sink);
    const reading = readingOf(options);
    const documents = await documentsOf(options, io, reading);
    if (documents === undefined && options.name === undefined) throw badRequest('give the statements to search: text, texts or files (or the name of a saved graph)', 'text');
    const statements = documents === undefined ? undefined : locatedStatements(documents, reading.split);
    const body = {
      mode: 'aiSearch',
      searchQuery: options.question,
      ...(statements ? statementsBody(statements) : { name: options.name }),
      numberOfResults: options.limit ?? 10,
      similarityThreshold: options.threshold ?? 0.3,
      language: options.language ?? 'auto',
      ...pick(options, ['stopwords', 'userName', 'widen']),
      analysis: analysisOf(options),
    };
    const matches = await serviceFor(options, sink).aiSearch({}, body);
    return withPlaces(matches, statements, options.name);
  });
}

export function advice(options: o.AdviceOptions): Promise<t.AdviceResponse> {
  return call(options, async (sink) => {
    // As `tna advice`: a text or statements, else with a name alone the saved graph.
    const { query, body } = await graphRequest(options, inputIO(options, sink), undefined, true);
    const adviceQuery = {
      ...pick(query, ['doNotSave', 'addStats', 'includeGraphSummary', 'extendedGraphSummary', 'includeGraph', 'gapDepth', 'compactStatements', 'compactGraph', 'maxNodes']),
      doNotSave: true,
      includeStatements: options.includeStatements ?? false,
      extendedAdvice: options.extendedAdvice ?? false,
      ...pick(options, ['optimize', 'transcend']),
    };
    const adviceBody = {
      ...body,
      requestMode: options.requestMode ?? 'question',
      ...pick(options, ['modelToUse', 'pinnedNodes', 'topicsToProcess', 'prompt', 'systemPrompt']),
    };
    return serviceFor(options, sink).graphAndAdvice(adviceQuery, adviceBody);
  });
}

// ---- check ----------------------------------------------------------------------------------

export function check(options: o.CheckOptions): Promise<t.CheckJson> {
  return call(options, async (sink) => {
    const files = options.files === undefined ? [] : strings(options.files, 'files');
    const texts = options.texts ?? [];
    if (!Array.isArray(texts)) throw badRequest('texts must be an array of { file, text }', 'texts');
    if (files.length === 0 && texts.length === 0) throw badRequest('give the texts to check: files or texts', 'files');
    const config = options.config;
    if (config !== undefined && typeof config !== 'string' && (typeof config !== 'object' || config === null)) throw badRequest('config must be a file path or a configuration object', 'config');
    const report = await runCheckRequest(
      {
        files,
        texts,
        ...(typeof config === 'string' ? { config } : config !== undefined ? { configObject: config } : {}),
        combined: options.combined,
        baseline: options.baseline,
        baselineRef: options.baselineRef,
        inputFormat: options.inputFormat === undefined ? undefined : oneOf(options.inputFormat, INPUT_FORMATS, 'inputFormat', 'auto'),
        html: options.html === undefined ? undefined : oneOf(options.html, HTML_MODES, 'html', 'main'),
        analysis: options.analysis === undefined ? undefined : oneOf(options.analysis, ANALYSIS_MODES, 'analysis', 'default'),
        fallbackAnalysis: () => analysisMode(undefined, options.env ?? {}),
        unmatched: options.errorOnUnmatchedPattern === false ? () => undefined : undefined,
        cache: options.cache === true ? true : typeof options.cache === 'string' ? options.cache : undefined,
        cacheSalt: { version: packageVersion(), remote: null },
      },
      { service: serviceFor(options, sink), io: inputIO(options, sink) },
    );
    return checkJson(report);
  });
}

// ---- the store ------------------------------------------------------------------------------

export function saveGraph(store: t.Store, name: string, options: t.SaveOptions): Promise<t.GraphResponse> {
  return call(options, async (sink) => {
    if (typeof name !== 'string' || name.trim() === '') throw badRequest('name must be the name of the graph to save', 'name');
    const { query, body } = await graphRequest(options, inputIO(options, sink), { name, replace: options.replace, skipExisting: options.skipExisting });
    if (!('text' in body) && !('statements' in body)) throw badRequest('give the text to save: text, texts, files or statements', 'text');
    return serviceFor({ ...options, store }, sink).graphAndStatements(query as never, body as never);
  });
}

export function savedGraph(store: t.Store, name: string, options: Omit<t.GraphOptions, 'store'>): Promise<t.GraphResponse> {
  return call(options, async (sink) => {
    if (typeof name !== 'string' || name.trim() === '') throw badRequest('name must be the name of a saved graph', 'name');
    const { text: _t, texts: _ts, files: _f, statements: _s, ...rest } = options as t.GraphOptions;
    const { query, body } = await graphRequest({ ...rest, name }, inputIO(options, sink), undefined, true);
    return serviceFor({ ...options, store }, sink).graphAndStatements(query as never, body as never);
  });
}

export function listGraphs(store: t.Store, options: t.ListOptions): Promise<t.GraphListEntry[]> {
  return call({}, async (sink) => serviceFor({ store }, sink).listGraphs({}, pick(options ?? {}, ['query', 'type', 'fromDate', 'toDate', 'language', 'favorite', 'userName'])));
}

export function searchGraphs(store: t.Store, query: string, options: t.SearchOptions): Promise<t.SearchResponse> {
  return call(options ?? {}, async (sink) => {
    if (typeof query !== 'string') throw badRequest('query must be a string', 'query');
    const flags = pick(options ?? {}, ['addStats', 'includeStatements', 'includeGraphSummary', 'extendedGraphSummary', 'includeGraph', 'gapDepth', 'compactStatements', 'compactGraph']);
    const body = { query, ...pick(options ?? {}, ['contextNames', 'userName', 'maxNodes', 'limit', 'showContexts', 'analysis']) };
    return serviceFor({ store }, sink).search(flags, body);
  });
}
