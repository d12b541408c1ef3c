// The analysis pipeline: statements → concepts → graph → metrics, as one pure function.
import { computeBetweenness, type BetweennessInfo, type Centrality } from './graph/betweenness.js';
import type { ConceptGraph } from './graph/build.js';
import { rankClusters, rankGaps, type Cluster, type Gap } from './graph/clusters.js';
import { DEFAULT_SEED, detectCommunities, type Communities } from './graph/communities.js';
import { diversity, type Diversity } from './graph/diversity.js';
import { compareDesc, GATEWAYS, gatewayRatio, TOP_NODES, topInfluential, topNodes } from './graph/rank.js';
import { proseStatements } from './text/code-spans.js';
import { textLanguage } from './text/concepts.js';
import type { KeyPhrase, PhraseCandidates } from './text/key-phrases.js';
import { commonAlone } from './text/common-words.js';
import { nounPhraseCheck } from './text/noun-phrases.js';
import { idiomWordCheck } from './text/idiom-words.js';
import { sectionLabelCheck } from './text/section-labels.js';
import { ofHeadCheck } from './text/of-heads.js';
import { numberedLabelCheck } from './text/numbered-labels.js';
import { cutNameCheck } from './text/cut-names.js';
import { timePhraseCheck } from './text/time-words.js';
import { repeatedPassageUses } from './text/repeated-passages.js';
import { phraseCaseCheck } from './text/phrase-case.js';
import { textPlace } from './subject-graph.js';
import { TextReading, type AnalyzeOptions, type BuiltGraph, type ConceptsOfStatement } from './text-reading.js';
import type { CsrGraph, Language, Statement } from './types.js';
import { influenceGraph } from './graph/influence.js';
import { lazyField } from './lazy-field.js';

export type { AnalyzeOptions, BuiltGraph, ConceptsOfStatement };

export interface AnalyzedStatement {
  statement: Statement;
  /** Distinct concepts of the statement in text order, including those the node cap removed. */
  concepts: string[];
  /** Distinct community ids of its concepts in the graph, in text order. */
  communities: number[];
  /** The most frequent community among its concepts (ties: the first), or -1. */
  topCommunity: number;
  /** The cluster this statement represents best, or -1. */
  topOfCommunity: number;
}

export interface Analysis {
  language: Language;
  graph: ConceptGraph;
  bc: Float64Array;
  /** How bc was computed: exact, or estimated from sampled sources with its error bound. */
  betweenness: BetweennessInfo;
  totalBc: number;
  community: Int32Array;
  modularity: number;
  /** Ranked by bcRatio; a cluster's position here is its rank. */
  clusters: Cluster[];
  /** Statement index of each cluster's most representative statement, by cluster id (-1: none). */
  topStatementOfCluster: number[];
  topNodes: number[];
  topInfluential: number[];
  gateways: number[];
  /** Every edge index by weight, highest first (ties: creation order); the top relations lead. */
  edgesByWeight: number[];
  /** The first 12 of edgesByWeight. */
  relations: number[];
  /** Every gap between candidate clusters, least connected first. */
  gaps: Gap[];
  diversity: Diversity;
  statements: AnalyzedStatement[];
  /** The text's key phrases, best first (none under the reference analysis), ranked when first read. */
  keyPhrases: KeyPhrase[];
  /** Whether the analysis ranks key phrases (the default one, from a text): false, it has none to rank. */
  ranksKeyPhrases: boolean;
}

export const TOP_RELATIONS = 12;

export function analyze(statements: readonly Statement[], options: AnalyzeOptions): Analysis {
  const built = conceptGraph(statements, options);
  const centrality = influenceOf(built.graph, (csr) => computeBetweenness(csr, { mode: options.betweenness, seed: options.seed }));
  return analyzeGraph(built.graph, built.statements, built.language, options.seed, centrality, undefined, built.phrases);
}

export function conceptGraph(shown: readonly Statement[], options: AnalyzeOptions): BuiltGraph {
  // Concepts come from the prose; the statements keep their inline code, as they are shown.
  const statements = proseStatements(shown);
  const language = textLanguage(statements, options);
  const plan = { language, place: textPlace(statements, language) };
  return new TextReading(shown, options, plan, statements).read(statements, 0).built(shown);
}

/** Betweenness computed by `compute` on the graph's part that influence is computed on (influence.ts), for every node. */
export function influenceOf(graph: ConceptGraph, compute: (csr: CsrGraph) => Centrality): Centrality {
  const { csr, whole } = influenceGraph(graph);
  return whole(compute(csr));
}

/** The graph's topical clusters (Louvain), which need no betweenness: they can be found while it runs. */
export function clustersOf(graph: ConceptGraph, seed?: number): Communities {
  return detectCommunities(graph.names.length, graph.edges, seed ?? DEFAULT_SEED);
}

/**
 * The metrics half of the pipeline, for a graph built any way (from text, from a supplied
 * node-link graph, or combined from several contexts); `graph.statements` indexes `statements`.
 */
export function analyzeGraph(
  graph: ConceptGraph,
  statements: readonly ConceptsOfStatement[],
  language: Language,
  seed?: number,
  centrality: Centrality = influenceOf(graph, (csr) => computeBetweenness(csr, { seed })),
  communities: Communities = clustersOf(graph, seed),
  phrases?: PhraseCandidates,
): Analysis {
  const { bc } = centrality;
  const totalBc = bc.reduce((s, v) => s + v, 0);
  const { of: community, count, modularity } = communities;
  const clusters = rankClusters(community, count, bc);
  const ranked = topNodes(bc, graph.degree, TOP_NODES, graph.uses, graph.influential);
  const influential = topInfluential(bc, topNodes(bc, graph.degree, bc.length, graph.uses));

  const nodeIndex = new Map(graph.names.map((name, i) => [name, i]));
  const annotated = annotateStatements(statements, nodeIndex, community);
  const topStatementOfCluster = representativeStatements(clusters, graph, bc);
  clusters.forEach((cluster) => {
    const s = topStatementOfCluster[cluster.id];
    if (s >= 0 && annotated[s].topOfCommunity < 0) annotated[s].topOfCommunity = cluster.id;
  });

  const analysis: Analysis = {
    language,
    graph,
    bc,
    betweenness: centrality.info,
    totalBc,
    community,
    modularity,
    clusters,
    topStatementOfCluster,
    topNodes: ranked,
    topInfluential: influential,
    gateways: gatewayRatio(bc, graph.degree, bc.keys(), GATEWAYS),
    edgesByWeight: graph.edgesByWeight,
    relations: graph.edgesByWeight.slice(0, TOP_RELATIONS),
    gaps: rankGaps(clusters, community, graph.edges),
    diversity: diversity({
      modularity,
      totalClusters: count,
      topClusterBcRatio: clusters[0]?.bcRatio ?? 0,
      influentialCommunities: influential.map((i) => community[i]),
      influentialBc: influential.reduce((s, i) => s + bc[i], 0),
      totalBc,
    }),
    statements: annotated,
    keyPhrases: [],
    ranksKeyPhrases: phrases !== undefined,
  };
  // Ranked when first read: their checks (noun phrases, repeated passages) are a good part of an
  // analysis's time, and a check's rules read none of them.
  if (phrases) lazyField(analysis, 'keyPhrases', () => rankKeyPhrases(phrases, nodeIndex, bc, proseStatements(statements.map((s) => s.statement)), language));
  return analysis;
}

/** How many key phrases an analysis keeps. */
const KEY_PHRASES = 16;

/**
 * The text's key phrases, a concept weighing the square root of its share of the largest
 * influence, plus 0.3 for being in the graph at all (a concept no shortest path crosses still
 * names part of a phrase); where the language has a tagger, noun phrases only; no section's label
 * in capitals (section-labels.ts), no word alone that only heads an *of* (of-heads.ts), or that
 * the text writes mostly inside an idiom (idiom-words.ts: *for example*), no phrase that only says
 * when (time-words.ts), none that labels what the text numbers (numbered-labels.ts: *Fig. 2*,
 * *Nature 402*), and the end of a longer name only inside a longer phrase (cut-names.ts: *States*
 * of *the United States*); a passage the text repeats word for word (a running footer) counted
 * once; a common word alone only where the text uses it far more than the language does
 * (common-words.ts, commonAlone). Each check reads the statements' prose, their
 * inline code left out, as the phrases were read: a phrase written across code (*The catalog
 * `pg_am` stores information*) is met there, and judged, where the text as shown never writes it.
 * A phrase whose capital only a sentence's start gave it is shown in lower case (phrase-case.ts).
 */
function rankKeyPhrases(phrases: PhraseCandidates, nodeIndex: ReadonlyMap<string, number>, bc: Float64Array, statements: readonly Statement[], language: Language): KeyPhrase[] {
  const most = bc.reduce((m, v) => Math.max(m, v), 0);
  const weight = (concept: string) => {
    const node = nodeIndex.get(concept);
    if (node === undefined) return 0;
    return (most > 0 ? Math.sqrt(bc[node] / most) : 1) + 0.3;
  };
  const nounPhrase = nounPhraseCheck(statements, language);
  const label = sectionLabelCheck(statements);
  const ofHead = ofHeadCheck(statements);
  const date = timePhraseCheck(language);
  const idiom = idiomWordCheck(statements, language);
  const numbered = numberedLabelCheck(statements);
  const accept = (phrase: string) => !label(phrase) && !ofHead(phrase) && !date(phrase) && !idiom(phrase) && !numbered(phrase) && (nounPhrase?.(phrase) ?? true);
  const ranked = phrases.ranked(weight, KEY_PHRASES, { accept, passageUses: repeatedPassageUses(statements), commonAlone: commonAlone(phrases.words, language), nameEnd: cutNameCheck(statements, language) });
  // Shown in the case the text writes them in, once judged as written (phrase-case.ts).
  const shown = phraseCaseCheck(statements, language);
  return ranked.map((k) => ({ ...k, phrase: shown(k.phrase) }));
}

function annotateStatements(
  statements: readonly ConceptsOfStatement[],
  nodeIndex: Map<string, number>,
  community: Int32Array,
): AnalyzedStatement[] {
  return statements.map(({ statement, concepts: distinct }) => {
    const counts = new Map<number, number>();
    for (const concept of distinct) {
      const node = nodeIndex.get(concept);
      if (node !== undefined) counts.set(community[node], (counts.get(community[node]) ?? 0) + 1);
    }
    let topCommunity = -1;
    for (const [c, k] of counts) if (topCommunity < 0 || k > counts.get(topCommunity)!) topCommunity = c;
    return { statement, concepts: distinct, communities: [...counts.keys()], topCommunity, topOfCommunity: -1 };
  });
}

/**
 * The statement holding the most of a cluster's betweenness (the sum of the bc of the cluster's
 * concepts it contains; ties: more of the cluster's concepts, then the earlier statement).
 */
function representativeStatements(clusters: readonly Cluster[], graph: ConceptGraph, bc: Float64Array): number[] {
  const best = new Array<number>(clusters.length).fill(-1);
  for (const cluster of clusters) {
    const bcOf = new Map<number, number>();
    const countOf = new Map<number, number>();
    for (const node of cluster.nodes) {
      for (const s of graph.statements[node]) {
        bcOf.set(s, (bcOf.get(s) ?? 0) + bc[node]);
        countOf.set(s, (countOf.get(s) ?? 0) + 1);
      }
    }
    let top = -1;
    for (const [s, held] of bcOf) {
      if (top < 0) top = s;
      else {
        const order = compareDesc(held, bcOf.get(top)!) || countOf.get(top)! - countOf.get(s)! || s - top;
        if (order < 0) top = s;
      }
    }
    best[cluster.id] = top;
  }
  return best;
}
