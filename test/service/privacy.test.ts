import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LocalService } from '../../src/service/local.js';
import { storeAt } from '../../src/store/provider.js';
import { tempStorePath } from '../store/helpers.js';

const require = createRequire(import.meta.url);
const sqliteLoaded = () => Object.keys(require.cache).some((file) => file.includes(`${path.sep}better-sqlite3${path.sep}`));

test('doNotSave=true never asks for the store, never loads SQLite, writes no file', async () => {
  const asked: string[] = [];
  const service = new LocalService({
    store: async (intent) => {
      asked.push(intent);
      throw new Error('the store must not be opened');
    },
  });
  await service.graphAndStatements({}, { text: 'Trees need rain.\nRain feeds rivers.' });
  await service.graphAndStatements({ doNotSave: true }, { text: 'Trees need rain.', name: 'named but not saved' });
  await service.graphAndStatements({ doNotSave: 'true' }, { statements: ['Trees need rain.'], name: 'x', userName: 'u' });
  assert.deepEqual(asked, []);
  assert.equal(sqliteLoaded(), false, 'better-sqlite3 is not loaded by an unsaved analysis');

  // The control: saving does open it, so the check above can fail.
  const file = tempStorePath();
  const saving = new LocalService({ store: storeAt(file) });
  await saving.graphAndStatements({ doNotSave: false }, { text: 'Trees need rain.', name: 'saved' });
  assert.equal(sqliteLoaded(), true);
  assert.deepEqual(readdirSync(path.dirname(file)).filter((f) => f === 'tna.db'), ['tna.db']);
});
