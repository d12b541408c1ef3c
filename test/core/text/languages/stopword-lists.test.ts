// Checks that a language's stopwords keep its own lists only: the packages that hold every
// language's lists in one module (stopword, stopwords-iso) are not kept once its list is read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { isoList, listOf, stopwordPackageList } from '../../../../src/core/text/languages/language.js';
import { stopwordSet } from '../../../../src/core/text/stopwords.js';

const require = createRequire(import.meta.url);
const PACKAGES = ['stopword', 'stopwords-iso'].map((id) => require.resolve(id));

/** Every module reachable from require's cache, through each module's children. */
function loadedModules(): Set<string> {
  const seen = new Set<string>();
  const visit = (module: NodeJS.Module) => {
    if (seen.has(module.id)) return;
    seen.add(module.id);
    for (const child of module.children) visit(child);
  };
  for (const module of Object.values(require.cache)) if (module) visit(module);
  return seen;
}

test("a language's stopwords read its lists and keep neither package of every language's", () => {
  const french = stopwordSet('fr');
  assert.ok(french.has('le') && french.has('nous'), 'both lists read');
  const loaded = loadedModules();
  for (const file of PACKAGES) assert.equal(loaded.has(file), false, `${file} is still loaded`);
});

test('a list is the package’s own, read again where asked again', () => {
  assert.ok(stopwordPackageList('eng').includes('the'));
  assert.ok(isoList('de').includes('und'));
  // A list the package lacks is empty, not an error.
  assert.deepEqual(listOf('stopwords-iso', 'no-such-language'), []);
  assert.deepEqual(isoList('de'), isoList('de'));
  for (const file of PACKAGES) assert.equal(file in require.cache, false);
});

test('a package something else loaded stays loaded', () => {
  const before = require('stopwords-iso') as Record<string, string[]>;
  assert.deepEqual(isoList('fr'), before.fr);
  assert.equal(require.resolve('stopwords-iso') in require.cache, true);
  delete require.cache[require.resolve('stopwords-iso')];
});
