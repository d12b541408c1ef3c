// SerpAPI's replies for "heat pumps", in its documented format: organic results, related searches,
// related questions and autocomplete, so that tests of tna intent run against a real HTTP exchange.
import type { Answer, Recorded } from './fake-search.js';

const RESULTS = [
  ['How heat pumps work', 'https://www.energy.example/heat-pumps', 'A heat pump moves warmth from outdoor air into the house using electricity and a refrigerant cycle.'],
  ['Heat pump installation cost', 'https://costs.example/heat-pump', 'Installation cost depends on the house, the insulation and the electricity tariff.'],
  ['Air source heat pumps', 'https://www.energy.example/air-source', 'Outdoor air units draw warmth even in cold winter weather, with lower efficiency.'],
  ['Ground source heat pumps', 'https://geo.example/ground', 'Buried pipes collect steady warmth from the ground; digging raises the installation cost.'],
];
const RELATED = ['heat pump noise neighbours', 'heat pump grants government', 'heat pump vs gas boiler running cost'];
const QUESTIONS = ['Are heat pumps noisy at night?', 'Do heat pumps work with old radiators?'];
/** Autocomplete by prompt; any other prompt has none. */
const SUGGESTIONS: Record<string, string[]> = {
  'heat pumps': ['heat pumps', 'heat pumps explained', 'heat pumps for radiators'],
  'heat pumps a': ['heat pumps air to water', 'heat pumps explained'],
  'how heat pumps': ['how heat pumps work in winter'],
  'heat pumps vs': ['heat pumps vs solar panels'],
};

/** Answers as serpapi.com would: /search.json with engine=google or engine=google_autocomplete. */
export function serpApiHeatPumps(request: Recorded): Answer {
  const q = request.params.get('q') ?? '';
  if (request.params.get('engine') === 'google_autocomplete') {
    return { body: { search_metadata: { status: 'Success' }, suggestions: (SUGGESTIONS[q] ?? []).map((value, i) => ({ value, relevance: 600 - i, type: 'QUERY' })) } };
  }
  const start = Number(request.params.get('start') ?? 0);
  if (q !== 'heat pumps' || start > 0) {
    return { body: { search_metadata: { status: 'Success' }, search_information: { organic_results_state: 'Fully empty' }, error: "Google hasn't returned any results for this query." } };
  }
  return {
    body: {
      search_metadata: { id: 'heat', status: 'Success' },
      search_parameters: { engine: 'google', q },
      search_information: { organic_results_state: 'Results for exact spelling' },
      organic_results: RESULTS.map(([title, link, snippet], i) => ({ position: i + 1, title, link, displayed_link: new URL(link).host, snippet })),
      related_questions: QUESTIONS.map((question) => ({ question, snippet: '…' })),
      related_searches: RELATED.map((query) => ({ query, link: `https://www.google.com/search?q=${encodeURIComponent(query)}` })),
    },
  };
}
