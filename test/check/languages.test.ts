// tna check in several languages at once: each file analysed in its own language, and a rule's concepts
// matched in it (must-mention: [datei] passes on a file that says Dateien).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LENIENT, scratch, tiny, tna, writeJson } from './helpers.js';

const GERMAN = 'Die Dateien liegen im Verzeichnis.\nAlle Dateien des Benutzers liegen zwischen den Verzeichnissen.\nEine Datei ohne Verzeichnis geht verloren.\n';
const FRENCH = "Les fichiers sont dans le répertoire.\nTous les fichiers de l'utilisateur sont entre les répertoires.\nUn fichier sans répertoire se perd.\n";
const RUSSIAN = 'Файлы лежат в каталоге.\nВсе файлы пользователя находятся между каталогами.\nФайл без каталога теряется.\n';
const ENGLISH = 'The files are in the folder.\nAll files of the user are between the folders.\nA file without a folder is lost.\n';

test('must-mention finds a concept in any form of its word, in each file\'s own language', async () => {
  const dir = scratch();
  writeFileSync(path.join(dir, 'de.md'), GERMAN);
  writeFileSync(path.join(dir, 'fr.md'), FRENCH);
  writeFileSync(path.join(dir, 'ru.md'), RUSSIAN);
  writeFileSync(path.join(dir, 'en.md'), ENGLISH);
  const files = ['de.md', 'fr.md', 'ru.md', 'en.md'];
  const mustMention = (concepts: string[]) => writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'must-mention': { concepts } }));
  const passed = async () => {
    const run = await tna(['check', '-f', 'json', ...files], dir);
    const report = JSON.parse(run.out) as { files: { file: string; results: { rule: string; passed: boolean }[] }[] };
    return Object.fromEntries(report.files.map((f) => [f.file, f.results.find((r) => r.rule === 'must-mention')!.passed]));
  };

  mustMention(['datei', 'verzeichnis']);
  assert.deepEqual(await passed(), { 'de.md': true, 'fr.md': false, 'ru.md': false, 'en.md': false });
  mustMention(['fichier', 'répertoires']);
  assert.deepEqual(await passed(), { 'de.md': false, 'fr.md': true, 'ru.md': false, 'en.md': false });
  mustMention(['каталог', 'файлы']);
  assert.deepEqual(await passed(), { 'de.md': false, 'fr.md': false, 'ru.md': true, 'en.md': false });
  mustMention(['folders', 'file']);
  assert.deepEqual(await passed(), { 'de.md': false, 'fr.md': false, 'ru.md': false, 'en.md': true });
});

test('must-not-mention catches a concept in another form of its word', async () => {
  const dir = scratch();
  writeFileSync(path.join(dir, 'de.md'), GERMAN);
  writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'must-not-mention': { concepts: ['verzeichnissen'] } }));
  const run = await tna(['check', '-f', 'json', 'de.md'], dir);
  assert.equal(run.code, 1, run.out);
  const report = JSON.parse(run.out) as { files: { results: { rule: string; passed: boolean }[] }[] };
  assert.equal(report.files[0].results.find((r) => r.rule === 'must-not-mention')!.passed, false);
});
