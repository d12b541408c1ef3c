// Plain data shared by the analysis core: statements in, graph structures out.

/** Languages with a stopword list; English is also lemmatized. ISO 639-1 codes. */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'ru';

export interface Statement {
  id: string;
  content: string;
  categories: string[];
  /** ISO date-time, only when the caller supplied one. */
  timestamp?: string;
}

/**
 * An undirected weighted graph in compressed sparse row form: the neighbours of node i are
 * neighbors[offsets[i] .. offsets[i+1]) with the matching weights. Every edge appears twice
 * (once from each end). Node i is the i-th node in insertion order.
 */
export interface CsrGraph {
  n: number;
  offsets: Int32Array;
  neighbors: Int32Array;
  weights: Float64Array;
}
