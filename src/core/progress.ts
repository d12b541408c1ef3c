// What a long computation says of itself as it goes, for a person waiting at a terminal: the
// stage it is in and, where the total is known, how far along it is. Only a type and a counter:
// the core calls the function it is given and knows nothing of terminals or clocks.

/** What `done` and `total` count: a computation's sources (betweenness), or the files of a job over many files. */
export type ProgressUnit = 'sources' | 'files';

export type ProgressSink = (stage: string, done?: number, total?: number, unit?: ProgressUnit) => void;

/**
 * For a job that goes file by file (`tna check`, `tna graph` reading its files, one analysis per
 * file): tells `sink` that none of `total` files is done yet, and returns the function to call as
 * each one is done, in any order. A terminal shows "k of n files" and, timed from the first call,
 * the time left. With one file or none there is nothing to count, and nothing is said.
 */
export function countFiles(sink: ProgressSink | undefined, stage: string, total: number): () => void {
  if (!sink || total < 2) return () => undefined;
  let done = 0;
  sink(stage, 0, total, 'files');
  return () => sink(stage, ++done, total, 'files');
}
