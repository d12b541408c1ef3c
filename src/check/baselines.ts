// Where drift's reference comes from, for each text checked: one file or saved graph for every
// text; a directory, whose file of the same path is the text's reference; or a git revision, whose
// version of the same path is (read with `git show`). A text with no counterpart has no baseline,
// and says why.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import nodePath from 'node:path';
import { promisify } from 'node:util';
import { ApiError, badRequest } from '../core/errors.js';
import { readDocumentList } from '../input/documents.js';
import type { InputIO } from '../input/files.js';
import { kindOf, plainDocument } from '../input/markup.js';
import type { Service } from '../service/service.js';
import { analyzeText, factsQuery } from './analysis.js';
import { htmlMode, type AnalysisSettings } from './config-schema.js';
import { labelOf } from './config.js';
import { factsOf, type GraphFacts } from './facts.js';
import type { Baseline, BaselineFor, CheckedText } from './rules/rule.js';

const run = promisify(execFile);

interface Env {
  service: Service;
  analysis: AnalysisSettings;
  io: InputIO;
}

/** `ref`, relative to `dir`: a file, a directory of files paired by path, or else the name of a saved graph. */
export async function baselineSource(ref: string, dir: string, env: Env, where: string): Promise<BaselineFor> {
  const absolute = nodePath.resolve(dir, ref);
  const kind = await stat(absolute).then(
    (s) => (s.isDirectory() ? 'directory' : s.isFile() ? 'file' : undefined),
    () => undefined,
  );
  if (kind === 'directory') return directorySource(absolute, env);
  const single = kind === 'file' ? await fileBaseline(absolute, env, where) : await savedGraphBaseline(ref, env, where);
  return async () => single;
}

async function fileBaseline(absolute: string, env: Env, where: string): Promise<Baseline> {
  const label = labelOf(absolute, env.io.cwd);
  const [document] = await readDocumentList([absolute], env.io, 'auto', htmlMode(env.analysis));
  const facts = await analyzeText(env.service, document.text, env.analysis, document.lines);
  if (!facts) throw badRequest(`${where}: ${label} has nothing to analyze`);
  return { label, facts };
}

async function savedGraphBaseline(name: string, env: Env, where: string): Promise<Baseline> {
  let facts: GraphFacts;
  try {
    facts = factsOf(await env.service.graphAndStatements(factsQuery(env.analysis), { name, analysis: env.analysis.mode }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw badRequest(`${where}: ${name} is neither a file, a directory nor a saved graph (tna list shows the saved graphs)`);
    }
    throw error;
  }
  return { label: `saved graph "${name}"`, facts };
}

/** The path of a text relative to the working directory, with forward slashes; undefined for stdin and the combined text. */
function pathOf(text: CheckedText, cwd: string): string | undefined {
  if (text.absolute === undefined) return undefined;
  const rel = nodePath.relative(cwd, text.absolute);
  return rel.startsWith('..') || nodePath.isAbsolute(rel) ? undefined : rel.split(nodePath.sep).join('/');
}

function directorySource(dir: string, env: Env): BaselineFor {
  const dirLabel = labelOf(dir, env.io.cwd);
  return async (text) => {
    const rel = pathOf(text, env.io.cwd);
    if (rel === undefined) return `${text.file} has no path to look up in ${dirLabel}`;
    const counterpart = nodePath.join(dir, rel);
    const exists = await stat(counterpart).then((s) => s.isFile(), () => false);
    if (!exists) return `${dirLabel} has no ${rel} (a new or renamed file)`;
    return fileBaseline(counterpart, env, '--baseline');
  };
}

/** Each text's version at git revision `rev` of the repository around the working directory. */
export async function gitSource(rev: string, env: Env, where: string): Promise<BaselineFor> {
  const git = (...args: string[]) => run('git', args, { cwd: env.io.cwd, encoding: 'buffer', maxBuffer: 1 << 30 });
  try {
    await git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw badRequest(missing ? `${where}: git is not installed, so ${rev} cannot be read` : `${where}: ${rev} is not a revision of the git repository at ${env.io.cwd}`);
  }
  return async (text) => {
    const rel = pathOf(text, env.io.cwd);
    if (rel === undefined) return `${text.file} has no path to look up in ${rev}`;
    let source: string;
    try {
      // `REV:./path` is relative to the working directory, wherever the repository's root is.
      source = (await git('show', `${rev}:./${rel}`)).stdout.toString('utf8');
    } catch {
      return `${rev} has no ${rel} (a new or renamed file)`;
    }
    const document = await plainDocument(source, kindOf('auto', source, rel), `${rel} at ${rev}`, htmlMode(env.analysis));
    const facts = await analyzeText(env.service, document.text, env.analysis, document.lines);
    if (!facts) return `${rel} at ${rev} has nothing to analyze`;
    return { label: `${rel} at ${rev}`, facts };
  };
}
