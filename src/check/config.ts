// Finds and reads the configuration: --config, else the first of tna.config.json, .tnarc, .tnarc.json or package.json's `tna` key walking up from the working directory.
import nodePath from 'node:path';
import { pathToFileURL } from 'node:url';
import { lilconfig, type LilconfigResult } from 'lilconfig';
import { ApiError, badRequest } from '../core/errors.js';
import { importModule } from '../core/import-module.js';
import { checkConfigOf, type CheckConfig } from './config-schema.js';

export const CONFIG_FILES = ['tna.config.json', '.tnarc', '.tnarc.json', 'package.json'];
/** The file --init writes. */
export const INIT_FILE = 'tna.config.json';

export interface LoadedConfig extends CheckConfig {
  /** How messages name the file: relative to the working directory when inside it. */
  label: string;
  /** Override globs and a configured baseline file are relative to this directory. */
  dir: string;
}

export function labelOf(absolute: string, cwd: string): string {
  const rel = nodePath.relative(cwd, absolute);
  return rel === '' || rel.startsWith('..') || nodePath.isAbsolute(rel) ? absolute : rel;
}

/** JSON with a message that names the file; lilconfig's own loader would throw a bare SyntaxError. */
function jsonLoader(cwd: string) {
  return (filepath: string, content: string): unknown => {
    try {
      return JSON.parse(content.replace(/^\uFEFF/, ''));
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : 'syntax error';
      throw badRequest(`${labelOf(filepath, cwd)} is not valid JSON (${reason})`);
    }
  };
}

function searcher(cwd: string) {
  const json = jsonLoader(cwd);
  // No cache: a long-lived process (tests, the MCP server) must see a configuration edited since.
  // A JavaScript file named by --config is imported (lilconfig's own import() does not work in the bundle).
  const script = async (filepath: string) => (await importModule<{ default?: unknown }>(pathToFileURL(filepath).href)).default;
  const loaders = { '.json': json, noExt: json, '.js': script, '.mjs': script, '.cjs': script };
  return lilconfig('tna', { searchPlaces: CONFIG_FILES, packageProp: 'tna', loaders, cache: false });
}

async function found(result: LilconfigResult, cwd: string): Promise<LoadedConfig | undefined> {
  if (!result) return undefined;
  const label = labelOf(result.filepath, cwd);
  if (result.isEmpty) throw badRequest(`${label} is empty; write a JSON object such as { "check": { "rules": { … } } }`);
  const inPackage = nodePath.basename(result.filepath) === 'package.json';
  // In package.json lilconfig hands over the `tna` value; elsewhere the whole file.
  const config = checkConfigOf(result.config, label, inPackage ? 'tna' : '');
  return { ...config, label, dir: nodePath.dirname(result.filepath) };
}

/** The configuration in force for `cwd`, or undefined when none is found; a bad one is a 400 naming the key. */
export async function loadConfig(cwd: string, explicit?: string): Promise<LoadedConfig | undefined> {
  if (explicit === undefined) return found(await searcher(cwd).search(cwd), cwd);
  const absolute = nodePath.resolve(cwd, explicit);
  try {
    const result = await searcher(cwd).load(absolute);
    // lilconfig answers null for a package.json without a `tna` key.
    if (!result) throw badRequest(`--config: ${explicit} has no "tna" key`);
    return found(result, cwd);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw badRequest(`--config: ${explicit} does not exist`);
    if (code === 'EISDIR') throw badRequest(`--config: ${explicit} is a directory; name the configuration file`);
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw badRequest(`--config: cannot read ${explicit} (${reason})`);
  }
}
