// What the schemas cannot say about a valid request: fields that must hold text with concepts, the
// name of a saved graph, a node-link graph whose concepts a text could hold (the schema says only its
// shape); and per endpoint, the rules between fields (replace and skipExisting need doNotSave=false),
// which each operation's 400 response in the API document names too (src/http/openapi-rules.ts).
// Everything else comes from the schemas, so a new field is fuzzed as soon as it exists.
import fc from 'fast-check';
import { ENDPOINTS, type EndpointName } from '../../src/service/service.js';
import { jsonSchemaOf } from '../../src/service/json-schema.js';
import { validObject, validQuery, unknownFields, type Hints, type Schema } from './schema-arbitraries.js';

/** Graphs the suite saves before it starts, so that requests naming a saved graph find one. */
export const SAVED = ['fuzz rivers', 'Flüsse 🌊', 'notes/2024'];

const WORDS = [
  'river', 'forest', 'farmer', 'city', 'energy', 'market', 'garden', 'teacher', 'school', 'bridge', 'harbor', 'mountain',
  'winter', 'solar', 'panel', 'wind', 'coal', 'doctor', 'library', 'music', 'village', 'railway', 'bakery', 'orchard',
];
const ENTITIES = ['New York', 'Marie Curie', 'Rio de Janeiro', 'Ada Lovelace'];
const NOISE = ['😀', 'é', '中文', 'ß', '\u00a0', '—', '“quoted”', '1984', 'https://example.org/x', 'e-mail', "don't", '…'];

const word = fc.constantFrom(...WORDS);
const PIN = '<a concept of this graph>';
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max });

/** One line of prose: content words, and sometimes a hashtag, a mention, a wiki link, brackets, a name, noise. */
const sentence = fc
  .tuple(
    words(3, 8),
    fc.option(word.map((w) => `#${w}`)),
    fc.option(word.map((w) => `@${w}`)),
    fc.option(fc.tuple(word, word).map(([a, b]) => `[[${a} ${b}]]`)),
    fc.option(word.map((w) => `[${w}]`)),
    fc.option(fc.constantFrom(...ENTITIES)),
    fc.option(fc.constantFrom(...NOISE)),
    fc.option(fc.string({ unit: 'grapheme', maxLength: 6 })),
  )
  .map(([ws, ...extras]) => [...ws, ...extras.filter((e): e is string => e !== null)].join(' ') + '.');

/** Lines with concepts under every setting: words, and always a hashtag and a multi-word name. */
const lines = fc
  .tuple(fc.array(sentence, { minLength: 0, maxLength: 4 }), word, fc.constantFrom(...ENTITIES), word)
  .map(([some, tag, entity, link]) => [...some, `${entity} and the #${tag} ${tag} ${tag}s of [[${link} ${tag}]].`]);
export const prose = fc.tuple(lines, fc.constantFrom('\n', '\r\n', '\n\n', ' ')).map(([ls, newline]) => ls.join(newline));
/** A sentence every context of a comparison shares, so that their overlap is not empty. */
export const SHARED = 'Rivers feed the #farms of New York and [[farm life]].';

const isoDate = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
const savedName = fc.constantFrom(...SAVED);

/** A node-link graph as clients send it: nodes by key or id, edges by source and target, weights sometimes. */
const nodeLink = fc
  .tuple(fc.uniqueArray(word, { minLength: 2, maxLength: 8 }), fc.boolean(), fc.array(fc.tuple(fc.nat(7), fc.nat(7), fc.option(fc.integer({ min: 1, max: 9 }))), { maxLength: 12 }))
  .map(([keys, byId, pairs]) => ({
    nodes: keys.map((key) => (byId ? { id: key } : { key, attributes: { label: key } })),
    edges: pairs.map(([a, b, weight]) => ({ source: keys[a % keys.length], target: keys[b % keys.length], ...(weight ? { attributes: { weight } } : {}) })),
  }));

/** Valid values of the fields whose meaning the schemas cannot say, by field name. */
export const HINTS: Hints = {
  text: prose,
  statements: lines,
  timestamps: fc.array(fc.oneof(isoDate.map((d) => d.toISOString()), isoDate.map((d) => Math.floor(d.getTime() / 1000)), fc.constant(null)), { maxLength: 5 }),
  categories: fc.array(fc.oneof(fc.array(word, { maxLength: 2 }), word, fc.constant(null)), { maxLength: 5 }),
  stopwords: fc
    .array(fc.oneof(fc.constantFrom('the', 'and', 'zebra'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 })), { maxLength: 3 })
    .chain((list) => fc.constantFrom<unknown>(list, list.join(','))),
  name: savedName,
  contexts: fc.array(fc.oneof(prose.map((text) => ({ text })), savedName.map((name) => ({ name }))), { minLength: 2, maxLength: 3 }),
  contextNames: fc.array(savedName, { minLength: 1, maxLength: 2 }).map((names) => names.join(',')),
  query: fc.oneof(word, fc.tuple(word, word).map(([a, b]) => `${a} OR ${b}`), fc.tuple(fc.string({ unit: 'grapheme', maxLength: 10 }), word).map(([s, w]) => `${s} ${w}`)),
  graph: nodeLink,
  fromDate: isoDate.map((d) => d.toISOString().slice(0, 10)),
  toDate: isoDate.map((d) => d.toISOString()),
  // A placeholder the rules below turn into a concept of the request's own graph.
  pinnedNodes: fc.array(fc.constant(PIN), { maxLength: 1 }),
  topicsToProcess: fc.array(fc.constantFrom(0, '0'), { maxLength: 1 }),
  searchQuery: words(1, 3).map((w) => w.join(' ')),
  searchResults: fc.array(
    fc.record({ title: sentence, snippet: prose, url: word.map((w) => `https://example.org/${w}`), rank: fc.integer({ min: 1, max: 50 }) }, { requiredKeys: ['title', 'snippet'] }),
    { minLength: 1, maxLength: 4 },
  ),
  searchQueries: fc.array(fc.oneof(words(1, 3).map((w) => w.join(' ')), fc.record({ query: words(1, 3).map((w) => w.join(' ')), source: fc.constantFrom('related', 'question', 'suggest') })), {
    minLength: 1,
    maxLength: 4,
  }),
};

/**
 * Pins name a concept of the request's own graph: the last hashtag of its text, or a node of the
 * graph it sends. Where the graph is made otherwise (statements, contexts, names only) there are none.
 */
function pinConcepts(query: Record<string, string>, body: Record<string, unknown>): void {
  if (!Array.isArray(body.pinnedNodes) || body.pinnedNodes.length === 0) return;
  // A graph cut to a few nodes (maxNodes) may leave the pinned one out.
  const maxNodes = Number(query.maxNodes);
  if (maxNodes > 0 && maxNodes < 20) {
    delete body.pinnedNodes;
    return;
  }
  const entitiesOnly = String(body.modifyAnalyzedText).toLowerCase() === 'extractentitiesonly';
  const settings = (body.contextSettings ?? {}) as Record<string, unknown>;
  const onlyWiki = String(settings.doubleSquarebracketsProcessing).toUpperCase() === 'PROCESS_AS_HASHTAGS_IGNORE_THE_REST';
  const fromText = typeof body.text === 'string' && body.statements === undefined && body.contexts === undefined && !entitiesOnly && !onlyWiki;
  const tag = fromText ? /#(\w+)[^#]*$/.exec(body.text as string)?.[1] : undefined;
  const node = (body.graph as { nodes?: Array<{ key?: string; id?: string }> } | undefined)?.nodes?.[0];
  const pin = tag ?? node?.key ?? node?.id;
  if (pin) body.pinnedNodes = [pin];
  else delete body.pinnedNodes;
}

/** Only multi-word names, and only hashtags or only wiki links: no concept could be both. */
function conceptsPossible(body: Record<string, unknown>): void {
  const settings = (body.contextSettings ?? {}) as Record<string, unknown>;
  const onlyTags = String(settings.partOfSpeechToProcess).toUpperCase() === 'HASHTAGS_ONLY';
  const onlyWiki = String(settings.doubleSquarebracketsProcessing).toUpperCase() === 'PROCESS_AS_HASHTAGS_IGNORE_THE_REST';
  if (String(body.modifyAnalyzedText).toLowerCase() === 'extractentitiesonly' && (onlyTags || onlyWiki)) delete body.modifyAnalyzedText;
}

/** Request modes that answer a message of the user's, so need one (src/ai/prompts.ts; E2's retrieve, src/service/retrieve.ts). */
const NEEDS_PROMPT = new Set(['chat', 'response', 'gptchat', 'reprompt', 'custom', 'retrieve']);

function promptWhereNeeded(body: Record<string, unknown>): void {
  const mode = typeof body.requestMode === 'string' ? body.requestMode.toLowerCase() : undefined;
  // retrieve needs concepts in its prompt, whatever the settings: a hashtag, a wiki link and a name hold one under each.
  if (mode === 'retrieve') body.prompt = 'What connects #rivers, [[farm life]] and New York?';
  else if (mode !== undefined && NEEDS_PROMPT.has(mode) && !String(body.prompt ?? '').trim()) body.prompt = 'What connects the rivers and the farms?';
}

/** Stands for a name no graph has yet; `withFreshNames` gives each request its own. */
const FRESH = '<a new graph>';
let fresh = 0;

/** The request with a new graph name wherever it saves. */
export function withFreshNames<R extends Request>(request: R): R {
  if (request.body.name === FRESH) return { ...request, body: { ...request.body, name: `fuzz ${++fresh}` } };
  return request;
}

const truthy = (v: string | undefined) => v !== undefined && ['true', '1'].includes(v.toLowerCase());

/** Rules between fields that a valid request keeps, per endpoint (the schemas check fields one by one). */
const RULES: Partial<Record<EndpointName, (query: Record<string, string>, body: Record<string, unknown>) => void>> = {
  graphAndStatements: (query, body) => {
    // replace and skipExisting need doNotSave=false; saving needs a name; without text a name retrieves a saved graph.
    if (truthy(query.replace) || truthy(query.skipExisting)) query.doNotSave = 'false';
    // A save goes to a graph of its own: the saved graphs the others read keep their text and settings.
    if (query.doNotSave !== undefined && !truthy(query.doNotSave)) {
      body.name = FRESH;
      if (body.text === undefined && body.statements === undefined) body.text = SHARED;
    }
    if (body.text === undefined && body.statements === undefined && body.name === undefined) body.text = SHARED;
    if (truthy(query.replace) && body.text === undefined && body.statements === undefined) body.text = SHARED;
  },
  dotGraph: (_query, body) => {
    // The graph comes as { graph } or as the body itself: with neither there is nothing to draw.
    if (body.graph === undefined && body.nodes === undefined) body.graph = { nodes: [{ key: 'river' }, { key: 'farm' }], edges: [{ source: 'river', target: 'farm' }] };
  },
  dotGraphFromText: (_query, body) => {
    if (body.text === undefined && body.name === undefined) body.text = SHARED;
  },
  graphAndAdvice: (_query, body) => {
    if (body.text === undefined && body.statements === undefined && body.name === undefined) body.text = SHARED;
  },
  graphsAndAiAdvice: (query, body) => {
    // Advice on an overlap needs one: every context shares a sentence (the saved graphs hold it already).
    const contexts = body.contexts as Array<{ text?: string }>;
    for (const context of contexts) if (context.text !== undefined) context.text += `\n${SHARED}`;
    // Advice on a difference needs one: what a later context has and the first lacks.
    if (`${query.compareMode} ${body.compareMode}`.toLowerCase().includes('difference')) contexts.push({ text: `Bakers knead the #dough in Buenos Aires with [[sour dough]].\n${SHARED}` });
  },
  aiSearch: (_query, body) => {
    // The statements to search: given (a saved graph by name may not exist), and a question to search them for.
    delete body.name;
    const empty = body.text === undefined || (Array.isArray(body.text) ? !body.text.some((t) => String(t).trim()) : !String(body.text).trim());
    if (empty) body.text = SHARED;
    if (!String(body.searchQuery ?? '').trim()) body.searchQuery = 'rivers and farms';
  },
  listGraphs: (_query, body) => {
    if (typeof body.fromDate === 'string' && typeof body.toDate === 'string' && body.fromDate.slice(0, 10) > body.toDate.slice(0, 10)) {
      [body.fromDate, body.toDate] = [body.toDate.slice(0, 10), body.fromDate];
    }
  },
};

/** Endpoints other than E1 save nothing (doNotSave=false is 501 there): valid requests leave it out. */
function keepsUnsaved(name: EndpointName, query: Record<string, string>): void {
  if (name !== 'graphAndStatements' && query.doNotSave !== undefined) query.doNotSave = 'true';
}

export interface Request {
  endpoint: EndpointName;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

export function schemasOf(name: EndpointName): { body: Schema; query: Schema } {
  return { body: jsonSchemaOf(ENDPOINTS[name].body), query: jsonSchemaOf(ENDPOINTS[name].query) };
}

/** A valid request to `name`, with unknown fields that must be ignored. */
export function validRequest(name: EndpointName): fc.Arbitrary<Request> {
  const schemas = schemasOf(name);
  const loose = schemas.body.additionalProperties !== undefined;
  const known = Object.keys(schemas.body.properties ?? {});
  return fc
    .tuple(validQuery(schemas.query, HINTS), validObject(schemas.body, HINTS), loose ? fc.constant({}) : unknownFields([...known, 'userName']), fc.nat())
    .map(([query, body, extra, caseBits]) => {
      // A copy: the rules change it, and fast-check reuses generated values while it shrinks.
      const request = structuredClone({ endpoint: name, query, body: { ...extra, ...body } });
      keepsUnsaved(name, request.query);
      RULES[name]?.(request.query, request.body);
      conceptsPossible(request.body);
      pinConcepts(request.query, request.body);
      promptWhereNeeded(request.body);
      // Query names in any case: the server matches them case-insensitively.
      request.query = Object.fromEntries(Object.entries(request.query).map(([k, v], i) => [caseBits & (1 << i) ? k.toUpperCase() : k, v]));
      return request;
    });
}

/** Endpoints that reach a web-search provider: the tests have none, so 4xx and 501 are answers too. */
export const needsWebSearch = (name: EndpointName) => ENDPOINTS[name].path.startsWith('import/');
