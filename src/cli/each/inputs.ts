// The files of `tna graph --each`, in the order given: each path, or each glob's matches sorted by
// path. An argument that names no file is kept as an input of its own that fails, so that the
// output has a line for everything asked, and nothing asked for goes missing in silence.
import { ApiError, badRequest } from '../../core/errors.js';
import { resolveInput } from '../../input/paths.js';
import type { EachInput } from './analyze.js';

export async function eachInputs(paths: readonly string[], cwd: string): Promise<EachInput[]> {
  if (paths.length === 0 || paths.includes('-')) throw badRequest('--each analyzes each file named on its own: name the files or globs to read (stdin is not read with --each)');
  const inputs: EachInput[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    let found;
    try {
      found = await resolveInput(path, cwd, { unmatched: 'empty' });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      inputs.push({ label: path, error: error.message });
      continue;
    }
    if (found.length === 0) inputs.push({ label: path, error: `No files match ${path}.` });
    for (const file of found) {
      // A file named twice (a path and a glob that matches it) is analyzed once, where it first comes.
      if (seen.has(file.absolute)) continue;
      seen.add(file.absolute);
      inputs.push({ label: file.label, absolute: file.absolute });
    }
  }
  return inputs;
}
