// Reads --results-file and --queries-file: a file (or "-" for stdin) of search results or search-intent queries, as the request carries them.
import { readText } from '../input/files.js';
import { parseQueriesFile, parseResultsFile } from '../web/files.js';
import type { IO } from './io.js';

export async function readSourceFile(path: string, kind: 'results' | 'queries', io: IO) {
  const text = await readText([path], io);
  const label = path === '-' ? 'stdin' : path;
  return kind === 'results' ? parseResultsFile(text, label) : parseQueriesFile(text, label);
}
