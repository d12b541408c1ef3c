// `tna check --init`: a starting configuration from the texts as they are, each threshold set from
// the low or high end of what they measure today (the 5th or 95th percentile) with a little room.
import { padEndTo } from '../report/display-width.js';
import type { AnalysisSettings } from './config-schema.js';
import { hasShape, type ClusterFacts, type GraphFacts } from './facts.js';
import { RULES } from './rules/index.js';
import { plural, type AnyRule, type PrepareEnv } from './rules/rule.js';
import type { Service } from '../service/service.js';
import { listEntries } from './analysis.js';
import { ownString } from '../core/text/word-cache.js';
import { packFacts, unpackFacts } from './packed-facts.js';

/** Why a rule is left off, for the $comment of a rule --init cannot set from the texts alone. */
const OFF_BECAUSE: Record<string, string> = {
  'must-mention': 'No concept occurs in every text: list the concepts that must appear, then set severity.',
  'must-mention-phrase': 'No key phrase of two words or more is one of every text (and the reference analysis ranks none): list the phrases that must be written as such, then set severity.',
  'must-not-mention': 'List concepts that must never appear (product names you retired, internal code names), then set severity.',
  drift: 'Compare with a reference: run with --baseline (a file, a directory or a saved graph) or --baseline-ref REVISION, or set baseline or baselineRef here and a severity.',
  gaps: 'Too many texts have no content gap (fewer than two topics of two concepts or more); set min when that changes.',
};

/** A text --init measured: its name and its facts. */
export interface Measured {
  file: string;
  facts: GraphFacts;
}

/**
 * The most influential concepts of a text that the rules' checks read (word-family's top 10,
 * diversity's top 5, top-concept-share's first), and the members of a cluster they name
 * (top-cluster-share's first 4, gaps' 3, the others' first).
 */
const TOP_CONCEPTS_READ = 10;
const CLUSTER_MEMBERS_READ = 4;

/**
 * The texts --init measured, each kept as the figures its rules' suggestions and checks read, not
 * as its whole facts: where each concept is first mentioned is dropped, the concepts a text
 * mentions are narrowed to those every text so far mentions (must-mention suggests only those),
 * its key phrases to those every text so far has (must-mention-phrase's), its ranked concepts
 * to its most influential and those every text so far mentions, and each
 * cluster to its leading members, so that memory grows with the texts by a few numbers each,
 * not by their vocabularies or their graphs; and those numbers packed, outside V8's heap.
 */
export class Measurements {
  /** Each text measured, its name and its facts packed (packFacts): off V8's heap until every text is measured. */
  readonly packed: { file: string; facts: Buffer }[] = [];
  /** The concepts every text so far mentions. */
  private common?: Set<string>;
  /** The lemmas of the key phrases every text so far has (must-mention-phrase suggests only those). */
  private commonPhrases?: Set<string>;

  add(file: string, facts: GraphFacts): void {
    const common = this.common ?? new Set(facts.mentions.keys());
    for (const name of common) if (!facts.mentions.has(name)) common.delete(name);
    this.common = common;
    const lemmas = new Set((facts.keyPhrases ?? []).map((k) => k.lemma));
    const commonPhrases = this.commonPhrases ?? new Set([...lemmas].map(ownString));
    for (const lemma of commonPhrases) if (!lemmas.has(lemma)) commonPhrases.delete(lemma);
    this.commonPhrases = commonPhrases;
    // Every string kept is one of its own (ownString): a key phrase as the text writes it is a piece of the text, and would keep the whole page.
    const mentions = new Map([...common].map((name) => [ownString(name), facts.mentions.get(name) as number]));
    const concepts = facts.concepts.filter((c, i) => i < TOP_CONCEPTS_READ || common.has(c.name)).map((c) => ({ ...c, name: ownString(c.name) }));
    // A gap names two of the clusters: the same two, narrowed alike.
    const narrow = (c: ClusterFacts) => ({ ...c, concepts: c.concepts.slice(0, CLUSTER_MEMBERS_READ).map(ownString) });
    const narrowed = new Map(facts.clusters.map((c) => [c, narrow(c)]));
    const clusterOf = (c: ClusterFacts) => narrowed.get(c) ?? narrow(c);
    const clusters = [...narrowed.values()];
    const gaps = facts.gaps.map((g) => ({ ...g, from: clusterOf(g.from), to: clusterOf(g.to) }));
    // A text's key phrases narrowed alike, each with its rank in the text's whole list, which the suggestion sums.
    const keyPhrases = facts.keyPhrases
      ?.map((k, rank) => ({ phrase: k.phrase, lemma: k.lemma, rank }))
      .filter((k) => commonPhrases.has(k.lemma))
      .map((k) => ({ phrase: ownString(k.phrase), lemma: ownString(k.lemma), rank: k.rank }));
    this.packed.push({ file, facts: packFacts({ ...facts, concepts, mentions, clusters, gaps, ...(keyPhrases ? { keyPhrases } : {}), firstLine: new Map(), phrases: undefined }) });
  }

  /** The texts measured, their facts unpacked: each time a new list. */
  get list(): Measured[] {
    return this.packed.map((m) => ({ file: m.file, facts: unpackFacts(m.facts) }));
  }
}

/** One rule as --init set it, and the texts of today that it fails. */
export interface InitRule {
  id: string;
  options: Record<string, unknown> | undefined;
  failing: string[];
}

export interface InitResult {
  /** The configuration as JSON text. */
  content: string;
  rules: InitRule[];
  /** Texts too short for the rules of the graph's shape, which neither judge them nor learn from them. */
  shortTexts: number;
  minStatements: number;
}

/** Whether a rule's configuration would load with these options (its prepare step accepts them). */
export type Accepts = (rule: AnyRule, options: Record<string, unknown>) => Promise<boolean>;

/** Accepts as a check's configuration loading decides it: the same concept and phrase validation. */
export function acceptsFor(service: Service, analysis: AnalysisSettings): Accepts {
  // The rules --init filters (their options a list of concepts or phrases) read no baseline.
  const noBaseline = () => Promise.reject(new Error('tna check --init suggests no baseline'));
  const env: PrepareEnv = { ...listEntries(service, analysis, 'tna check --init'), baseline: noBaseline, gitBaseline: noBaseline };
  return (rule, options) =>
    rule.prepare!(options as never, env, rule.id).then(
      () => true,
      () => false,
    );
}

/**
 * The suggested options less the listed items the rule's configuration would refuse: a text's
 * concept may be named by a verb form its nouns share a stem with (provide, of provides and
 * provider), which read alone is no concept, so --init never writes a file check refuses.
 */
async function acceptedOnly(rule: AnyRule, options: Record<string, unknown>, accepts: Accepts): Promise<Record<string, unknown> | undefined> {
  const key = ['concepts', 'phrases'].find((k) => Array.isArray(options[k]));
  if (!key || !rule.prepare) return options;
  const kept: unknown[] = [];
  for (const item of options[key] as unknown[]) if (await accepts(rule, { ...options, [key]: [item] })) kept.push(item);
  return kept.length > 0 ? { ...options, [key]: kept } : undefined;
}

/** The texts a rule may judge: all of them, or for a rule of the graph's shape those long enough to have one. */
function judged(rule: AnyRule, measured: readonly Measured[], analysis: AnalysisSettings): Measured[] {
  return rule.needsShape ? measured.filter((m) => hasShape(m.facts, analysis.minStatements)) : [...measured];
}

/**
 * The configuration, and what it does to today's texts. JSON has no comments, so each rule carries
 * a "$comment" (a key every object of the configuration accepts and the checker ignores) saying
 * what it measures.
 */
export async function initialConfig(measured: readonly Measured[], analysis: AnalysisSettings, sources: number, accepts?: Accepts): Promise<InitResult> {
  const rules: Record<string, Record<string, unknown>> = {};
  const report: InitRule[] = [];
  for (const rule of RULES) {
    const texts = judged(rule, measured, analysis);
    let suggested = texts.length > 0 ? rule.suggest?.(texts.map((m) => m.facts)) : undefined;
    if (suggested && accepts) suggested = await acceptedOnly(rule, suggested, accepts);
    if (suggested) {
      rules[rule.id] = { $comment: rule.description, ...suggested, severity: rule.defaultSeverity };
      // A rule that prepares its options (must-mention) is suggested only what every text has: none fails.
      const failing = rule.prepare ? [] : texts.filter((m) => !rule.check(m.facts, suggested).passed).map((m) => m.file);
      report.push({ id: rule.id, options: suggested, failing });
    } else {
      // A rule that needs a list gets an empty one, to fill in.
      const list = ['concepts', 'phrases'].find((key) => rule.required?.[key] !== undefined);
      const placeholder = list !== undefined ? { [list]: [] as string[] } : {};
      rules[rule.id] = { $comment: `${rule.description} ${OFF_BECAUSE[rule.id] ?? ''}`.trim(), ...placeholder, severity: 'off' };
      report.push({ id: rule.id, options: undefined, failing: [] });
    }
  }
  const config = {
    $comment: `Written by \`tna check --init\` from ${plural(sources, 'text')}: every threshold is set from the low or high end of what they measure today (the 5th or 95th percentile) with a little room, so the odd text out fails now and a new one like it fails later. Tighten as the texts improve.`,
    check: {
      rules,
      overrides: [] as unknown[],
      analysis: {
        $comment: 'How texts become graphs: stopword language (auto or a code), extra stopwords, the node cap (a number or "all"), what one statement is (line, paragraph, sentence), the fewest statements a text needs for the rules that read its shape, and the analysis (mode): default, or reference for the reference service\'s numbers exactly.',
        language: analysis.language,
        stopwords: analysis.stopwords,
        maxNodes: analysis.maxNodes === 0 ? 'all' : analysis.maxNodes,
        split: analysis.split,
        minStatements: analysis.minStatements,
        mode: analysis.mode ?? 'default',
        // Pages read whole when measured are read whole when checked.
        ...(analysis.html ? { html: analysis.html } : {}),
      },
    },
  };
  const shortTexts = measured.filter((m) => !hasShape(m.facts, analysis.minStatements)).length;
  return { content: JSON.stringify(config, null, 2) + '\n', rules: report, shortTexts, minStatements: analysis.minStatements };
}

const SHOWN = 3;

/** What --init prints: each rule it turned on, its threshold, and how many of today's texts it fails. */
export function initSummary(label: string, texts: number, result: InitResult): string {
  const { shortTexts, minStatements } = result;
  const on = result.rules.filter((r) => r.options !== undefined);
  const lines = [`Wrote ${label} from ${plural(texts, 'text')}: ${on.length} rules on, each set from the low or high end of today's texts.`];
  if (shortTexts > 0) {
    lines.push(`skipped: ${shortTexts} text${shortTexts === 1 ? ' has' : 's have'} fewer than ${minStatements} statements, too short for the rules of the graph's shape; they neither set nor meet those thresholds.`);
  }
  for (const rule of on) {
    const options = Object.entries(rule.options!).map(([k, v]) => `${k} ${typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(2) : String(v)}`).join(', ');
    const failing = rule.failing.length === 0 ? 'fails none today' : `fails ${rule.failing.length} today: ${rule.failing.slice(0, SHOWN).join(', ')}${rule.failing.length > SHOWN ? ', …' : ''}`;
    lines.push(`  ${padEndTo(rule.id, 18)} ${padEndTo(options, 30)} ${failing}`);
  }
  const failing = new Set(on.flatMap((r) => r.failing)).size;
  lines.push(failing === 0 ? 'Run tna check on the same files to see it pass.' : `Run tna check on the same files: ${failing} of ${texts} fail as the odd ones out; fix them or loosen their rule.`);
  return lines.join('\n') + '\n';
}
