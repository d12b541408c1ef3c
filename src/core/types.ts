// Plain data shared by the analysis core: statements in, graph structures out.

/**
 * The languages analysed with their own stopwords and word forms (ISO 639-1 codes; see
 * text/languages/), and `und` for text in a script none of them is written in: words found by
 * script alone.
 */
export type Language =
  | 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl' | 'sv' | 'da' | 'no' | 'fi' | 'hu' | 'ro' | 'pl' | 'cs' | 'tr'
  | 'id' | 'vi' | 'ru' | 'uk' | 'el' | 'ar' | 'fa' | 'he' | 'hi' | 'th' | 'zh' | 'ja' | 'ko' | 'und';

export interface Statement {
  id: string;
  content: string;
  categories: string[];
  /** ISO date-time, only when the caller supplied one. */
  timestamp?: string;
  /**
   * Its place in its document's outline, when the document marks its headings (Markdown, HTML): a
   * heading's depth (1: under no heading, 2: under one of depth 1, …), or for any other statement
   * minus the depth of the heading it lies under (0: none). Absent: its headings are guessed.
   */
  outline?: number;
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
