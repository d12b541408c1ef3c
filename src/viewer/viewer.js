// The picture of a graph in the browser: sigma.js draws the laid-out graph; the side panel lists clusters, gaps and gateways and finds concepts.
// Plain JavaScript on purpose: it runs in a browser (DOM types), while tsc checks the Node code without them; esbuild bundles it at build time.
import Graph from 'graphology';
import Sigma from 'sigma';

const FADED = '#e4e4e4';
const EDGE = '#c9c9c9';

const data = JSON.parse(document.getElementById('tna-data').textContent);
const byId = (id) => document.getElementById(id);
const clusterOf = new Map(data.clusters.map((c) => [c.id, c]));

const graph = new Graph({ type: 'undirected', multi: false, allowSelfLoops: false });
for (const n of data.nodes) {
  graph.addNode(n.key, {
    label: n.key,
    x: n.x,
    y: n.y,
    size: n.size,
    color: n.color,
    community: n.community,
    bc: n.bc,
    degree: n.degree,
    forceLabel: n.top,
  });
}
for (const e of data.edges) {
  if (!graph.hasEdge(e.source, e.target)) graph.addEdge(e.source, e.target, { size: e.size, weight: e.weight, color: EDGE });
}

/** What is lit: the hovered or selected concept with its neighbours, or the chosen clusters. */
const state = { hovered: null, selected: null, clusters: null };

function litNodes() {
  const node = state.hovered ?? state.selected;
  if (node) return new Set([node, ...graph.neighbors(node)]);
  if (state.clusters) return new Set(graph.filterNodes((_, a) => state.clusters.has(a.community)));
  return null;
}

let lit = null;
/** The sigma renderer; null until drawn, and for good when the browser cannot draw. */
let renderer = null;

function element(tag, text, attributes = {}) {
  const el = document.createElement(tag);
  if (text !== undefined) el.textContent = text;
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  return el;
}

function swatch(colour) {
  const s = element('span', undefined, { class: 'swatch' });
  s.style.background = colour;
  return s;
}

const percent = (x) => `${Math.round(x * 100)}%`;

/** The concept under the pointer (or chosen), its cluster and its neighbours, strongest relation first. */
function describe(node) {
  const info = byId('info');
  info.replaceChildren();
  if (!node) {
    info.append(element('span', 'Hover a concept to see its neighbours; click to keep it lit.', { class: 'hint' }));
    return;
  }
  const a = graph.getNodeAttributes(node);
  const cluster = clusterOf.get(a.community);
  const neighbours = graph
    .neighbors(node)
    .map((m) => ({ m, w: graph.getEdgeAttribute(node, m, 'weight') }))
    .sort((x, y) => y.w - x.w || (x.m < y.m ? -1 : 1))
    .map((x) => x.m);
  const title = element('strong', node);
  info.append(title, element('div', `cluster: ${cluster ? cluster.name : a.community} · betweenness ${a.bc.toFixed(4)} · ${a.degree} neighbours`));
  info.append(element('div', neighbours.length ? `neighbours: ${neighbours.join(', ')}` : 'no neighbours', { class: 'neighbours' }));
}

function update() {
  lit = litNodes();
  const focus = state.hovered ?? state.selected;
  document.body.dataset.hovered = state.hovered ?? '';
  document.body.dataset.selected = state.selected ?? '';
  describe(focus);
  for (const li of document.querySelectorAll('#clusters li')) {
    li.classList.toggle('active', Boolean(state.clusters && state.clusters.has(li.dataset.cluster)));
  }
  renderer?.refresh({ skipIndexation: true });
}

function select(node) {
  state.selected = node;
  state.clusters = null;
  update();
}

function showClusters(ids) {
  const same = state.clusters && state.clusters.size === ids.length && ids.every((id) => state.clusters.has(id));
  state.clusters = same ? null : new Set(ids);
  state.selected = null;
  update();
}

function nodeReducer(node, attributes) {
  if (!lit) return attributes;
  if (!lit.has(node)) return { ...attributes, color: FADED, label: '', forceLabel: false, zIndex: 0 };
  return { ...attributes, forceLabel: true, zIndex: 1, highlighted: node === (state.hovered ?? state.selected) };
}

function edgeReducer(edge, attributes) {
  if (!lit) return attributes;
  const [source, target] = graph.extremities(edge);
  const focus = state.hovered ?? state.selected;
  const shown = focus ? source === focus || target === focus : lit.has(source) && lit.has(target);
  return shown ? { ...attributes, color: '#8d8d8d', zIndex: 1 } : { ...attributes, hidden: true };
}

/** Moves the camera to a concept and keeps it lit. */
function goTo(node) {
  select(node);
  const at = renderer?.getNodeDisplayData(node);
  if (at) renderer.getCamera().animate({ x: at.x, y: at.y, ratio: 0.6 }, { duration: 400 });
}

function buildPanel() {
  byId('title').textContent = data.name;
  const d = data.diversity;
  byId('figures').textContent =
    `${data.nodes.length} concepts · ${data.edges.length} relations · ${data.clusters.length} clusters` +
    (d ? ` · ${d.diversity_score} (modularity ${data.modularity.toFixed(2)})` : '');

  const list = byId('concepts');
  for (const key of [...graph.nodes()].sort()) list.append(element('option', undefined, { value: key }));
  const search = byId('search');
  const find = () => {
    const query = search.value.trim().toLowerCase();
    if (!query) return;
    const exact = graph.hasNode(query) ? query : null;
    const found = exact ?? graph.nodes().find((k) => k.startsWith(query)) ?? graph.nodes().find((k) => k.includes(query));
    if (found) goTo(found);
    else {
      select(null);
      byId('info').replaceChildren(element('span', `No concept matches “${search.value.trim()}”.`, { class: 'hint' }));
    }
  };
  search.addEventListener('change', find);
  search.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') find();
    if (event.key === 'Escape') {
      search.value = '';
      select(null);
    }
  });

  const clusters = byId('clusters');
  for (const c of data.clusters) {
    const li = element('li', undefined, { 'data-cluster': c.id, tabindex: '0', title: c.concepts.join(', ') });
    li.append(swatch(c.color), element('span', c.name), element('span', ` ${percent(c.bcRatio)} of influence`, { class: 'share' }));
    li.addEventListener('click', () => showClusters([c.id]));
    clusters.append(li);
  }

  const gaps = byId('gaps');
  if (data.gaps.length === 0) gaps.append(element('li', 'none: fewer than two clusters of two or more concepts', { class: 'hint' }));
  for (const g of data.gaps) {
    const from = clusterOf.get(g.from);
    const to = clusterOf.get(g.to);
    const li = element('li', undefined, { tabindex: '0' });
    li.append(swatch(from.color), element('span', from.name), element('span', ' ↔ ', { class: 'share' }), swatch(to.color), element('span', to.name));
    li.addEventListener('click', () => showClusters([g.from, g.to]));
    gaps.append(li);
  }

  const gateways = byId('gateways');
  if (data.gateways.length === 0) gateways.append(element('li', 'none', { class: 'hint' }));
  for (const key of data.gateways) {
    if (!graph.hasNode(key)) continue;
    const li = element('li', key, { tabindex: '0' });
    li.addEventListener('click', () => goTo(key));
    gateways.append(li);
  }
}

buildPanel();
describe(null);
try {
  renderer = new Sigma(graph, byId('graph'), {
    nodeReducer,
    edgeReducer,
    zIndex: true,
    labelRenderedSizeThreshold: 12,
    labelFont: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    labelSize: 13,
    labelWeight: '500',
    defaultEdgeColor: EDGE,
  });
  renderer.on('enterNode', ({ node }) => {
    state.hovered = node;
    update();
  });
  renderer.on('leaveNode', () => {
    state.hovered = null;
    update();
  });
  renderer.on('clickNode', ({ node }) => select(state.selected === node ? null : node));
  renderer.on('clickStage', () => {
    state.clusters = null;
    select(null);
  });
  document.body.dataset.ready = 'true';
} catch (error) {
  // Without WebGL there is no drawing; the panel still lists clusters, gaps and gateways.
  byId('graph').replaceChildren(element('p', `This browser cannot draw the graph: ${error.message}`, { class: 'hint failure' }));
  document.body.dataset.ready = 'failed';
}

// For people poking at the page from the console, and for tests.
window.tna = { graph, state, renderer, goTo, select };
