// Runs a check: every text through the Service (a few at a time), then the rules in force for its path, into one report.
import { countFiles, type ProgressSink } from '../core/progress.js';
import type { InputIO } from '../input/files.js';
import type { Service } from '../service/service.js';
import { analyzeText, listEntries } from './analysis.js';
import type { FactsCache } from './cache.js';
import { baselineSource, gitSource } from './baselines.js';
import type { LoadedConfig } from './config.js';
import { DEFAULT_ANALYSIS, type AnalysisSettings } from './config-schema.js';
import { hasShape, type GraphFacts } from './facts.js';
import type { CheckText } from './inputs.js';
import { askedPhrases, RuleResolver, type ActiveRule } from './overrides.js';
import { eagerList, lazyList } from '../report/lazy-list.js';
import { InOrder } from './in-order.js';
import { pack, unpack, type KeptReport } from './packed-report.js';
import { fill, plural, type PrepareEnv } from './rules/rule.js';
import { COMBINED, emptySummary, summarize, tally, type CheckReport, type FileReport, type RuleResult } from './types.js';

/**
 * Texts in flight at once. The local analysis is CPU-bound on one thread, so more buys nothing
 * there; against --remote it keeps a server's workers busy without flooding it.
 */
export const CONCURRENCY = 4;

export interface CheckContext {
  service: Service;
  io: InputIO;
  analysis: AnalysisSettings;
  resolver: RuleResolver;
  /** The configuration file's name, for messages about its keys. */
  configLabel: string;
  /** Set when --baseline or --baseline-ref named the drift reference (messages then name the flag). */
  baselineFlag?: string;
  /** --cache: facts kept by the hash of each file's bytes. */
  cache?: FactsCache;
  /** The phrases the configuration asks about (askedPhrases), which each text's facts tell whether it writes. */
  phrases?: readonly string[];
  /** Each text's facts hold its key phrases (--init's). */
  keyPhrases?: boolean;
  /** Told of the files analyzed, as each is done (a terminal shows how many of how many, and the time left). */
  progress?: ProgressSink;
  /** Texts in flight at once (default CONCURRENCY): enough to keep every worker thread busy, where they analyze. */
  concurrency?: number;
  /** The report's files unpacked only as they are read (a report written out where it was made): see runCheck. */
  lazyFiles?: boolean;
  /**
   * Each file's report, handed on as soon as it and every file before it are judged, in the texts'
   * order (the combined corpus last). Given, the check keeps the counts alone: the report it
   * returns has no files, and its memory does not grow with their number.
   */
  onFile?: (file: FileReport) => Promise<void>;
}

export interface Analyzed {
  text: CheckText;
  /** Undefined: nothing to analyze. */
  facts: GraphFacts | undefined;
}

/** `work` over `items` with at most `limit` running at once; results in the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** What analyzing the texts needs of a check's context. */
type AnalysisContext = Pick<CheckContext, 'service' | 'analysis' | 'cache' | 'phrases' | 'keyPhrases' | 'progress' | 'concurrency'>;

/** One text's facts: kept by the cache, or analyzed (and then kept). */
async function factsOfText(text: CheckText, ctx: AnalysisContext): Promise<GraphFacts | undefined> {
  if (text.unreadable !== undefined) return undefined;
  if (text.cached !== undefined) return text.cached ?? undefined;
  // Analyzed on a worker thread already (readAndAnalyze), or here now.
  const facts = text.analyzed !== undefined ? text.analyzed ?? undefined : await analyzeText(ctx.service, text.text, ctx.analysis, text.lines, ctx.phrases, ctx.keyPhrases);
  if (ctx.cache && text.hash !== undefined && text.absolute !== undefined) ctx.cache.set(ctx.cache.keyOf(text.absolute), text.hash, facts);
  return facts;
}

/** A text not read yet: a check reads each when it reaches it, so that only the few in flight are held. */
export type PendingText = () => Promise<CheckText>;

/**
 * Each text read, analyzed and handed to `use` (facts undefined: nothing to analyze), a few at a
 * time, and with `combined` one more for all of them as one corpus (blocks kept apart). A text and
 * its facts are let go once `use` is done with them: what `use` returns is all that is kept, so
 * memory does not grow with the number of files. `combined` keeps the texts (never their
 * analyses), since the corpus is their one analysis.
 */
export async function analyzeEach<R>(
  texts: readonly PendingText[],
  combined: boolean,
  ctx: AnalysisContext,
  use: (analyzed: Analyzed, index: number) => Promise<R>,
): Promise<R[]> {
  const corpus: string[] = [];
  const analyzed = countFiles(ctx.progress, 'analyzing', texts.length);
  const each = await mapLimit(texts, ctx.concurrency ?? CONCURRENCY, async (pending, i) => {
    const text = await pending();
    if (combined && text.unreadable === undefined) corpus[i] = text.text;
    const facts = await factsOfText(text, ctx);
    analyzed();
    return use({ text, facts }, i);
  });
  // In the texts' order, whichever was read first; filter skips the unreadable ones' holes.
  const readable = corpus.filter((t) => t !== undefined);
  if (!combined || readable.length === 0) return each;
  const whole: CheckText = { file: COMBINED, text: readable.join('\n\n') };
  return [...each, await use({ text: whole, facts: await analyzeText(ctx.service, whole.text, ctx.analysis, undefined, ctx.phrases, ctx.keyPhrases) }, texts.length)];
}

/** Prepared options per rule and setting: a concept list is normalized, and a baseline analyzed, once per run. */
class Preparations {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(private readonly ctx: CheckContext) {}

  get(active: ActiveRule): Promise<unknown> {
    const { rule, options, baseDir, key } = active;
    if (!rule.prepare) return Promise.resolve(options);
    const id = `${rule.id}\u0000${baseDir}\u0000${JSON.stringify(options)}`;
    let prepared = this.cache.get(id);
    if (!prepared) {
      prepared = rule.prepare(options, this.env(baseDir), key);
      this.cache.set(id, prepared);
    }
    return prepared;
  }

  private env(baseDir: string): PrepareEnv {
    const { service, analysis, io, configLabel, baselineFlag } = this.ctx;
    const where = (key: string) => baselineFlag ?? `${configLabel}: ${key}`;
    return {
      ...listEntries(service, analysis, configLabel),
      baseline: (ref, key) => baselineSource(ref, baseDir, { service, analysis, io }, where(key)),
      gitBaseline: (rev, key) => gitSource(rev, { service, analysis, io }, where(key)),
    };
  }
}

async function judge(analyzed: Analyzed, ctx: CheckContext, preparations: Preparations): Promise<FileReport> {
  const { text, facts } = analyzed;
  const active = ctx.resolver.rulesFor(text.absolute);
  if (text.unreadable !== undefined) return { file: text.file, results: [], unreadable: text.unreadable };
  if (!facts) return { file: text.file, results: [], skipped: 'nothing to analyze: no concepts once markup, code and stopwords are left out' };
  const short = !hasShape(facts, ctx.analysis.minStatements);
  const shaped = active.filter((a) => a.rule.needsShape);
  const results: RuleResult[] = [];
  for (const rule of short ? active.filter((a) => !a.rule.needsShape) : active) {
    let prepared = await preparations.get(rule);
    if (rule.rule.forText) prepared = await rule.rule.forText(prepared, text);
    const outcome = rule.rule.check(facts, prepared);
    const template = rule.rule.messages[outcome.template ?? 'default'] ?? rule.rule.messages.default;
    results.push({
      rule: rule.rule.id,
      severity: rule.severity,
      passed: outcome.passed,
      measured: outcome.measured,
      limit: outcome.limit,
      message: fill(template, { ...outcome.vars, measured: String(outcome.measured), limit: outcome.limit }),
      concepts: outcome.concepts,
      // A result about one concept points at its first mention; one about the whole text, at its first line.
      line: outcome.line ?? (outcome.at !== undefined ? facts.firstLine.get(outcome.at) ?? 1 : 1),
    });
  }
  if (short && shaped.length > 0) return { file: text.file, results, skipped: tooShort(facts.statements, ctx.analysis.minStatements, shaped) };
  return { file: text.file, results };
}

/** Why the rules that read a graph's shape passed a text by. */
function tooShort(statements: number, min: number, rules: readonly ActiveRule[]): string {
  const ids = rules.map((a) => a.rule.id).join(', ');
  return `${plural(statements, 'statement')}, too short to have a shape: ${ids} need at least ${min} (analysis.minStatements)`;
}

/** The whole check: analysis, then the rules of each file (and of the combined corpus), then the summary. */
export async function runCheck(texts: readonly PendingText[], combined: boolean, ctx: CheckContext): Promise<CheckReport> {
  ctx.resolver.validate();
  const preparations = new Preparations(ctx);
  // A bad concept list or baseline is a configuration error: say so before analyzing every file.
  for (const active of ctx.resolver.rulesFor(undefined)) await preparations.get(active);
  if (ctx.onFile) return handedOn(texts, combined, ctx, preparations, ctx.onFile);
  // Each file's report, as soon as it is analyzed: the report, packed, is all that is kept of it until every file is judged.
  const kept = await analyzeEach(texts, combined, ctx, async (analyzed) => pack(await judge(analyzed, ctx, preparations)));
  // Unpacked all at once, the reports of 3,000 pages held 7 MB on the heap while they were
  // written, and V8 let the heap grow half as much again past that: the peak grew with the
  // number of files. Written out where it is made, a report unpacks each file as it is read.
  const files = (ctx.lazyFiles ? lazyList : eagerList)(kept.length, (i) => unpack(kept[i]));
  return { files, summary: summarize(files) };
}

/** The check whose reports go to `onFile` in the texts' order as they are judged (CheckContext.onFile), keeping the counts alone. */
async function handedOn(
  texts: readonly PendingText[],
  combined: boolean,
  ctx: CheckContext,
  preparations: Preparations,
  onFile: (file: FileReport) => Promise<void>,
): Promise<CheckReport> {
  const summary = emptySummary();
  const inOrder = new InOrder<KeptReport>(async (kept) => {
    const file = unpack(kept);
    tally(summary, file);
    await onFile(file);
  });
  await analyzeEach(texts, combined, ctx, async (analyzed, i) => {
    const file = await judge(analyzed, ctx, preparations);
    // Packed only where it waits for the files before it (a long page keeps the short ones after it waiting).
    inOrder.put(i, inOrder.isNext(i) ? file : pack(file));
  });
  await inOrder.finished();
  return { files: [], summary };
}

/** The check under a configuration (or with a baseline alone), as `tna check` and the MCP tool run it. */
export function runConfiguredCheck(
  texts: readonly PendingText[],
  options: {
    service: Service;
    io: InputIO;
    config: LoadedConfig | undefined;
    baseline?: string;
    baselineRef?: string;
    combined: boolean;
    cache?: FactsCache;
    analysis?: AnalysisSettings;
    concurrency?: number;
    lazyFiles?: boolean;
    onFile?: (file: FileReport) => Promise<void>;
  },
): Promise<CheckReport> {
  const { config, baseline, baselineRef, io, cache } = options;
  return runCheck(texts, options.combined, {
    service: options.service,
    io,
    // The analysis settings as the caller resolved them (a flag over the configuration), else the configuration's.
    analysis: options.analysis ?? config?.analysis ?? DEFAULT_ANALYSIS,
    resolver: new RuleResolver(config, { baseline, baselineRef, cwd: io.cwd }),
    configLabel: config?.label ?? 'the configuration',
    baselineFlag: baselineRef !== undefined ? '--baseline-ref' : baseline !== undefined ? '--baseline' : undefined,
    cache,
    phrases: askedPhrases(config),
    progress: io.progress,
    concurrency: options.concurrency,
    lazyFiles: options.lazyFiles,
    onFile: options.onFile,
  });
}
