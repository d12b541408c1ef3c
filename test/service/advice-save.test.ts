// graphAndAdvice with doNotSave=false saves the text as graphAndStatements does (appended to the
// graph of that name) and advises on the whole saved graph; the response names where it went.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import { LocalService } from '../../src/service/local.js';
import { storeAt } from '../../src/store/provider.js';
import { FakeProvider, modelFor, startFakeProvider } from '../ai/fake-provider.js';
import { tempStorePath } from '../store/helpers.js';

let provider: FakeProvider;
before(async () => {
  provider = await startFakeProvider();
});
after(() => provider.stop());

test('doNotSave=false on graphAndAdvice: the text is saved under its name, appended on the next call, and advised on whole', async () => {
  const store = storeAt(tempStorePath());
  const service = new LocalService({ store, languageModel: modelFor(provider, { retries: 0 }) });
  try {
    const first = await service.graphAndAdvice({ doNotSave: false, includeGraph: false }, { name: 'orchard', text: 'Apple trees need pruning in winter.\nPruning shapes the trees.', userName: 'alice' });
    assert.equal(first.graphName, 'orchard');
    assert.equal(first.graphUrl, 'tna://graphs/alice/orchard');
    assert.ok(first.aiAdvice[0].text.length > 0);
    await service.graphAndAdvice({ doNotSave: false }, { name: 'orchard', text: 'Bees pollinate the apple blossoms.', userName: 'alice' });
    const saved = await service.graphAndStatements({ includeStatements: true }, { name: 'orchard', userName: 'alice' });
    assert.deepEqual(saved.entriesAndGraphOfContext.statements.map((s) => s.content), ['Apple trees need pruning in winter.', 'Pruning shapes the trees.', 'Bees pollinate the apple blossoms.']);
    // Without doNotSave=false nothing is written.
    await service.graphAndAdvice({}, { name: 'scratch', text: 'Nothing here is kept.', userName: 'alice' });
    await assert.rejects(service.graphAndStatements({}, { name: 'scratch', userName: 'alice' }), (e: unknown) => e instanceof ApiError && e.status === 404);
    await assert.rejects(service.graphAndAdvice({ doNotSave: false }, { name: 'orchard', text: 'x y z', requestMode: 'retrieve', userName: 'alice' }), (e: unknown) => e instanceof ApiError && e.field === 'doNotSave');
  } finally {
    await store.close();
  }
});
