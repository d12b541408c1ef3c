// Reads --results-file and --queries-file: a file (or "-" for stdin) of search results or search-intent queries, as the request carries them.
import { readText } from '../input/files.js';
import type { IO } from './io.js';

export async function readSourceFile(path: string, kind: 'results' | 'queries', io: IO) {
  const text = await readText([path], io);
  const label = path === '-' ? 'stdin' : path;
  // The providers' file readers load only when a file is given, not at every start of tna.
  const { parseQueriesFile, parseResultsFile } = await import('../web/files.js');
  return kind === 'results' ? parseResultsFile(text, label) : parseQueriesFile(text, label);
}
