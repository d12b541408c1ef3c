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
    // Without doNotSave=false nothing is written (under the reference analysis, where this text has a concept: keep).
    await service.graphAndAdvice({}, { name: 'scratch', text: 'Nothing here is kept.', userName: 'alice', analysis: 'reference' });
    await assert.rejects(service.graphAndStatements({}, { name: 'scratch', userName: 'alice' }), (e: unknown) => e instanceof ApiError && e.status === 404);
    await assert.rejects(service.graphAndAdvice({ doNotSave: false }, { name: 'orchard', text: 'x y z', requestMode: 'retrieve', userName: 'alice' }), (e: unknown) => e instanceof ApiError && e.field === 'doNotSave');
  } finally {
    await store.close();
  }
});

test('doNotSave=false on compareGraphs: each context that brings text is saved under its name, then compared whole', async () => {
  const store = storeAt(tempStorePath());
  const service = new LocalService({ store });
  try {
    await service.graphAndStatements({ doNotSave: false }, { name: 'pears', text: 'Pear trees blossom early.', userName: 'alice' });
    const r = await service.compareGraphs(
      { doNotSave: false, mode: 'merge' },
      { contexts: [{ name: 'apples', text: 'Apple trees need pruning.\nPruning shapes apple trees.' }, { name: 'pears', text: 'Pears ripen off the tree.' }], userName: 'alice' },
    );
    assert.deepEqual(r.saved, [
      { graphName: 'apples', graphUrl: 'tna://graphs/alice/apples' },
      { graphName: 'pears', graphUrl: 'tna://graphs/alice/pears' },
    ]);
    const pears = await service.graphAndStatements({ includeStatements: true }, { name: 'pears', userName: 'alice' });
    assert.deepEqual(pears.entriesAndGraphOfContext.statements.map((s) => s.content), ['Pear trees blossom early.', 'Pears ripen off the tree.'], 'appended, as graphAndStatements saves');
    assert.equal(r.contexts[1].statements, 2, 'the saved graph is compared whole');
    await assert.rejects(
      service.compareGraphs({ doNotSave: false }, { contexts: [{ text: 'no name here' }, { name: 'pears' }], userName: 'alice' }),
      (e: unknown) => e instanceof ApiError && e.status === 400 && e.field === 'contexts.0.name',
    );
  } finally {
    await store.close();
  }
});
