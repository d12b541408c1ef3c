// A block of a document's prose with the line it begins on, as every reader (Markdown, MDX, HTML) yields it.

/** A block of prose and the line of the source where it begins (1-based). */
export interface Located {
  text: string;
  line: number;
}
