// Build step: franc's trigram models (franc 6.2's data, MIT) of the languages tna detects, as
// trigrams.json beside tsc's output of trigram-language.ts and beside the bundle. The models of
// all 187 languages are 240 KB of JavaScript that every start would parse; detection reads this
// file, a sixth of that, the first time it needs trigrams.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { data } from 'franc/data.js';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { LANGUAGE_MODULES } = await import(pathToFileURL(path.join(ROOT, 'dist', 'src', 'core', 'text', 'languages', 'registry.js')).href);

const wanted = new Set(LANGUAGE_MODULES.map((m) => m.trigramCode).filter(Boolean));
const models = {};
for (const [script, languages] of Object.entries(data)) {
  for (const [code, trigrams] of Object.entries(languages)) {
    if (!wanted.has(code)) continue;
    (models[script] ??= {})[code] = trigrams;
    wanted.delete(code);
  }
}
// Chinese, Japanese, Korean, Thai and Greek have a script of their own: franc needs no model for them.
const json = JSON.stringify(models);
for (const dir of [path.join(ROOT, 'dist', 'src', 'core', 'text'), path.join(ROOT, 'dist')]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'trigrams.json'), json);
}
