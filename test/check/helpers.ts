// Shared by the check tests: fixture paths, scratch directories, and `tna` run in-process with a fake IO.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../../src/cli/main.js';
import { LocalService } from '../../src/service/local.js';
import { storeAt } from '../../src/store/provider.js';
import { pipeIO } from '../cli/pipe-io.js';

// Compiled to dist/test/check/, so the checkout is three levels up.
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'check');

/** A fresh directory holding copies of the named fixtures (so a configuration written there finds them). */
export function scratch(...fixtures: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-check-'));
  for (const f of fixtures) cpSync(path.join(FIXTURES, f), path.join(dir, f));
  return dir;
}

export function writeJson(file: string, value: unknown): void {
  writeFileSync(file, JSON.stringify(value, null, 2));
}

export interface Run {
  code: number;
  out: string;
  err: string;
}

/** `tna ARGS` in `cwd`, in a pipe (no colour), with `stdin` as input; one store per directory for saved graphs. */
export async function tna(args: string[], cwd: string, stdin?: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const { io, out, err } = pipeIO({ cwd, stdin, env });
  const store = storeAt(path.join(cwd, '.tna-test.db'));
  try {
    const code = await run(args, io, async () => new LocalService({ store }));
    return { code, out: out(), err: err() };
  } finally {
    await store.close();
  }
}

/** Rules that every fixture passes, each set far from what the fixtures measure. */
export const LENIENT = {
  diversity: { min: 'biased', max: 'dispersed' },
  modularity: { min: -0.5 },
  clusters: { min: 1 },
  'top-cluster-share': { max: 1 },
  'top-concept-share': { max: '100%' },
  'word-family': { max: 10 },
};

/**
 * A configuration of these rules for the fixtures, which are a few statements long: written to
 * test each rule's logic, they are let through the gate that passes short texts by (tested on its own).
 */
export function tiny(rules: Record<string, unknown>, analysis: Record<string, unknown> = {}): { check: { rules: Record<string, unknown>; analysis: Record<string, unknown> } } {
  return { check: { rules, analysis: { minStatements: 1, ...analysis } } };
}
