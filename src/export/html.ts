// One self-contained HTML page showing the graph: the layout computed here, the viewer (sigma.js) and the data inlined, nothing fetched.
import { VIEWER_SCRIPT } from '../viewer/bundle.js';
import { bcScale, type ExportGraph } from './graph-data.js';
import { forceLayout, type Layout } from './layout.js';

/** Concepts listed per cluster in the panel's tooltips (ours). */
const PANEL_CONCEPTS = 8;

const htmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: no "<" may appear raw, so "</script>" and "<!--" cannot occur. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const round = (x: number, digits: number) => Number(x.toFixed(digits));

/** What the viewer reads from the page (src/viewer/viewer.js). */
export function viewerData(graph: ExportGraph, layout: Layout) {
  const scale = bcScale(graph);
  const top = new Set(graph.topConcepts);
  const maxWeight = graph.edges.reduce((m, e) => Math.max(m, e.weight), 0);
  return {
    name: graph.name,
    modularity: graph.modularity,
    diversity: graph.diversity ?? null,
    nodes: graph.nodes.map((n) => ({
      key: n.key,
      ...(layout.get(n.key) ?? { x: 0, y: 0 }),
      // By area: a node with a quarter of the top betweenness looks half as wide.
      size: round(3 + 17 * Math.sqrt(scale(n.bc)), 2),
      color: n.colour,
      community: n.community,
      bc: n.bc,
      degree: n.degree,
      top: top.has(n.key),
    })),
    edges: graph.edges.map((e) => ({
      source: e.source,
      target: e.target,
      weight: e.weight,
      size: round(maxWeight > 0 ? 0.5 + 2.5 * (e.weight / maxWeight) : 1, 2),
    })),
    clusters: graph.clusters.map((c) => ({
      id: c.id,
      name: c.name,
      color: c.colour,
      concepts: c.concepts.slice(0, PANEL_CONCEPTS),
      numberRatio: c.numberRatio,
      bcRatio: c.bcRatio,
    })),
    gaps: graph.gaps,
    gateways: graph.gateways,
  };
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#222;background:#fff}
body{display:flex}
#graph{flex:1;height:100vh;min-width:0;position:relative}
#panel{width:320px;height:100vh;overflow:auto;padding:16px 18px;border-left:1px solid #e3e3e3;background:#fafafa}
h1{font-size:17px;margin:0 0 4px;word-break:break-word}
h2{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#666;margin:18px 0 6px}
#figures,.hint{color:#666}
#search{width:100%;padding:7px 9px;margin-top:12px;border:1px solid #ccc;border-radius:6px;font:inherit}
#info{min-height:64px;margin-top:10px;padding:8px 10px;border-radius:6px;background:#fff;border:1px solid #eee;word-break:break-word}
.neighbours{color:#555;margin-top:4px}
ol,ul{margin:0;padding-left:20px}
li{margin:3px 0;cursor:pointer}
li.active{font-weight:600}
li.hint{cursor:default}
.swatch{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px;vertical-align:baseline}
.share{color:#777}
.failure{padding:24px}
`;

export function toHtml(graph: ExportGraph, layout: Layout = forceLayout(graph)): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="tna">
<title>${htmlEscape(graph.name)} · tna</title>
<style>${STYLE}</style>
</head>
<body>
<main id="graph" aria-label="The graph: concepts sized by betweenness, coloured by cluster"></main>
<aside id="panel">
<h1 id="title"></h1>
<div id="figures"></div>
<input id="search" type="search" placeholder="Find a concept" list="concepts" autocomplete="off" aria-label="Find a concept">
<datalist id="concepts"></datalist>
<div id="info" aria-live="polite"></div>
<h2>Clusters</h2>
<ol id="clusters"></ol>
<h2>Gaps</h2>
<ol id="gaps"></ol>
<h2>Gateways</h2>
<ul id="gateways"></ul>
</aside>
<script type="application/json" id="tna-data">${scriptJson(viewerData(graph, layout))}</script>
<script>${VIEWER_SCRIPT}</script>
</body>
</html>
`;
}
