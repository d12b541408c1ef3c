// The package as a user gets it: `npm pack`, then `npm install -g` of the tarball into an empty
// prefix, from npm's cache only (what the project's own install already fetched), with no build
// step of tna's own. The installed `tna` works (graph, check, the store, serve, a language model
// through the client the build bundled), its man pages and completion are in place, only run-time
// dependencies come along, and the folder stays within the size the README states.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeProvider } from '../ai/fake-provider.js';
import { runTna, startServe } from './serve-process.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  man: string[];
};

/** The stemmers and word lists, whose size the README states per language, apart from the rest. */
export const LANGUAGE_DATA = ['@orama/stemmers', '@nlpjs/lang-cs', '@nlpjs/lang-hi', '@nlpjs/lang-pl', '@nlpjs/core', 'stopword', 'stopwords-iso', 'az'];
/** The word lists the build writes for one language, in dist/: French's forms from the Lefff, Italian's from Morph-it!, Spanish, Portuguese and Dutch verbs from their Hunspell dictionaries, Chinese words from jieba's dictionary. */
export const LANGUAGE_FILES = ['french-words.bin', 'italian-words.bin', 'spanish-verbs.json', 'portuguese-verbs.json', 'dutch-verbs.json', 'swedish-verbs.json', 'danish-verbs.json', 'polish-verbs.json', 'chinese-words.json'];
/** The README's promise for the installed folder, language data apart. */
const MAX_MB = 100;

function megabytes(folder: string): number {
  const du = spawnSync('du', ['-sk', folder], { encoding: 'utf8' });
  return du.status === 0 ? Number(du.stdout.split('\t')[0]) / 1024 : 0;
}

/** Every package a run-time dependency needs, transitively, as installed. */
function runTimeClosure(modules: string, names: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const manifest = path.join(modules, name, 'package.json');
    if (!existsSync(manifest)) return;
    const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const dep of Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies })) visit(dep);
  };
  for (const name of names) visit(name);
  return seen;
}

function installedPackages(modules: string): string[] {
  return readdirSync(modules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) => (entry.startsWith('@') ? readdirSync(path.join(modules, entry)).map((sub) => `${entry}/${sub}`) : [entry]));
}

test('every data file the build writes beside the bundle is one the package ships', () => {
  // The code reads these beside itself at run time: one left out of "files" breaks that language in an installed tna only.
  const { files } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { files: string[] };
  const data = readdirSync(path.join(root, 'dist')).filter((file) => /\.(json|bin|cache|cjs)$/.test(file));
  assert.ok(data.length > 10, data.join(', '));
  for (const file of data) assert.ok(files.includes(`dist/${file}`), `dist/${file} is in package.json's files`);
  for (const file of LANGUAGE_FILES) assert.ok(data.includes(file), `the build writes dist/${file}`);
});

test('npm pack and npm install -g of the tarball give a working tna with only its run-time dependencies', { timeout: 15 * 60_000 }, async (t) => {
  const work = mkdtempSync(path.join(tmpdir(), 'tna-package-'));
  t.after(() => rmSync(work, { recursive: true, force: true }));
  const prefix = path.join(work, 'prefix');
  const home = path.join(work, 'home');
  mkdirSync(home);
  const npmEnv = {
    ...process.env,
    npm_config_update_notifier: 'false',
    // better-sqlite3 compiles its module here rather than try to download a prebuilt one: the
    // test reaches nothing beyond this machine and npm's cache.
    npm_config_build_from_source: 'true',
  };
  // --ignore-scripts: the tarball is made from the build already done (pack would run prepare).
  const pack = spawnSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: root, env: npmEnv, encoding: 'utf8' });
  assert.equal(pack.status, 0, pack.stderr);
  const tarball = path.join(work, pack.stdout.trim().split('\n').pop()!);
  const install = spawnSync('npm', ['install', '-g', tarball, '--prefix', prefix, '--prefer-offline', '--no-audit', '--no-fund'], { cwd: work, env: npmEnv, encoding: 'utf8' });
  assert.equal(install.status, 0, install.stderr);

  const installed = path.join(prefix, 'lib', 'node_modules', 'tna');
  const modules = path.join(installed, 'node_modules');
  // Nothing of the build: no TypeScript, no bundler, no lexicon source, no test.
  assert.equal(existsSync(path.join(installed, 'dist', 'test')), false);
  assert.equal(existsSync(path.join(installed, 'scripts')), false);
  // The licences of what the build put into dist/ travel with it.
  assert.ok(existsSync(path.join(installed, 'LICENSE')));
  const licences = readFileSync(path.join(installed, 'dist', 'THIRD-PARTY-LICENSES.txt'), 'utf8');
  for (const bundled of ['commander', 'graphology', 'openai', 'sbd', 'markdown-it', '@mozilla/readability', 'linkedom']) assert.match(licences, new RegExp(`^${bundled} \\d+\\.\\d+\\.\\d+ \\(`, 'm'), bundled);
  const needed = runTimeClosure(modules, [...Object.keys(pkg.dependencies), 'better-sqlite3']);
  const strays = installedPackages(modules).filter((name) => !needed.has(name));
  assert.deepEqual(strays, [], 'installed, though no run-time dependency needs it');
  for (const dev of ['typescript', 'esbuild', 'wink-lexicon', 'assemblyscript', 'franc', 'openai', 'commander', 'linkedom', '@mozilla/readability']) {
    assert.equal(existsSync(path.join(modules, dev)), false, `${dev} is built into the bundle or needed only to build`);
  }
  const total = megabytes(installed);
  const language =
    LANGUAGE_DATA.reduce((sum, name) => sum + megabytes(path.join(modules, name)), 0) + LANGUAGE_FILES.reduce((sum, file) => sum + megabytes(path.join(installed, 'dist', file)), 0);
  t.diagnostic(`installed: ${total.toFixed(1)} MB, of which language data ${language.toFixed(1)} MB; ${installedPackages(modules).length} packages`);
  assert.ok(total - language <= MAX_MB, `${(total - language).toFixed(1)} MB apart from the language data, more than ${MAX_MB}`);

  const env = { PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`, HOME: home, NO_COLOR: '1' };
  const tna = (args: string[], input = '', extra: Record<string, string> = {}) =>
    spawnSync('tna', args, { cwd: home, env: { ...env, ...extra }, input, encoding: 'utf8' });

  assert.equal(tna(['--version']).stdout, `${pkg.version}\n`);
  const graph = tna(['graph', '-f', 'summary', '--split', 'sentence'], 'Trees need rain. Rain feeds the rivers that farms need.');
  assert.equal(graph.status, 0, graph.stderr);
  assert.match(graph.stdout, /^<MainConcepts>\n.*\brain \(/);
  // A language whose word list the build writes to dist/ (Dutch's verbs), read from the installed folder.
  const dutch = tna(['graph', '-f', 'json', '--language', 'nl'], 'De map bevat de bestanden. U kunt de bestanden aanpassen en de map opslaan.');
  assert.equal(dutch.status, 0, dutch.stderr);

  writeFileSync(path.join(home, 'notes.md'), '# Rain\n\nTrees need rain, and rain feeds the rivers.\n\nFarms need the rivers.\n');
  // Many files on two threads, the worker started from the installed launcher and its code cache: the same lines as one thread's.
  assert.ok(existsSync(path.join(installed, 'bin', 'pool-worker.cjs')) && existsSync(path.join(installed, 'dist', 'tna-pool.cache')));
  for (let i = 0; i < 12; i++) writeFileSync(path.join(home, `part-${i}.txt`), `Part ${i}: trees need rain, and rain feeds the rivers of farm ${i}.`);
  const parts = Array.from({ length: 12 }, (_, i) => `part-${i}.txt`);
  const [two, one] = ['2', '1'].map((threads) => tna(['graph', '--each', ...parts, '--threads', threads, '-f', 'json']));
  assert.equal(two.status, 0, two.stderr);
  assert.equal(two.stdout.trim().split('\n').length, 12);
  assert.equal(two.stdout, one.stdout);
  assert.equal(tna(['check', '--init', 'notes.md']).status, 0);
  const check = tna(['check', 'notes.md']);
  assert.equal(check.status, 0, check.stderr);

  // An HTML page no generator marks, read for its main part by Readability bundled beside the
  // command line (linkedom is no dependency of the installed package).
  cpSync(path.join(root, 'test', 'fixtures', 'html-main', 'plain.html'), path.join(home, 'page.html'));
  const page = tna(['graph', '-f', 'json', 'page.html']);
  assert.equal(page.status, 0, page.stderr);
  const pageConcepts = (JSON.parse(page.stdout).entriesAndGraphOfContext.graph.networkGraph.nodes as { key: string }[]).map((n) => n.key);
  assert.ok(pageConcepts.includes('tide') && !pageConcepts.includes('lighthouse'), pageConcepts.join(', '));

  const save = tna(['graph', '--save', '--name', 'notes', 'notes.md', '-f', 'json']);
  assert.equal(save.status, 0, save.stderr);
  const list = JSON.parse(tna(['list', '-f', 'json']).stdout) as Array<{ contextName: string }>;
  assert.deepEqual(list.map((graph) => graph.contextName), ['notes']);

  // The language model through the client bundled beside the command line (openai is no
  // dependency of the installed package).
  const installedBin = path.join(prefix, 'bin', 'tna');
  const provider = await startFakeProvider();
  t.after(() => provider.stop());
  const advice = await runTna(['advice', 'notes.md'], {
    bin: installedBin,
    cwd: home,
    env: { ...env, OPENAI_BASE_URL: provider.baseURL, OPENAI_API_KEY: 'sk-test', TNA_AI_RETRIES: '0' },
  });
  assert.equal(advice.code, 0, advice.stderr);
  assert.match(advice.stdout, /Advice from/);
  assert.equal(provider.requests.length, 1);

  // serve answers, from the installed package's own workers.
  const serve = await startServe([], { ...env, TNA_SERVE_TOKENS: 'package-test-token:alice' }, { bin: installedBin, cwd: home });
  t.after(() => serve.stop('SIGKILL'));
  const response = await fetch(`${serve.url}/api/v1/graphAndStatements?doNotSave=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer package-test-token' },
    body: JSON.stringify({ text: 'Trees need rain.\nRain feeds the rivers.' }),
  });
  assert.equal(response.status, 200);
  assert.ok(((await response.json()) as { entriesAndGraphOfContext: unknown }).entriesAndGraphOfContext);
  assert.equal((await serve.stop()).code, 0);

  // The man pages where man looks (npm links package.json's "man"), and completion.
  for (const page of pkg.man) assert.ok(existsSync(path.join(prefix, 'share', 'man', 'man1', path.basename(page))), page);
  assert.match(tna(['completion', 'bash']).stdout, /complete -F/);
});
