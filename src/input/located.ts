// A block of a document's prose with the line it begins on, as every reader (Markdown, MDX, HTML) yields it.

/** A block of prose and the line of the source where it begins (1-based). */
export interface Located {
  text: string;
  line: number;
  /**
   * A heading's rank: 1–6 for a heading of that level (`#`…`######`, `<h1>`…`<h6>`), 7 and more
   * for the term of a definition list (`<dt>`, one more for each list it lies inside), which is the
   * heading of its definition. Absent: no heading.
   */
  heading?: number;
  /**
   * For a block that is no heading, the highest rank of heading whose section it can lie in: a
   * definition's paragraphs lie in its term's (7 and more). Absent: 6, a heading's section only
   * (a paragraph after a list of terms lies under the list's heading, not its last term).
   */
  within?: number;
}
