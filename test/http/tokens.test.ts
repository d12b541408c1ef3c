import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTokenFile, parseTokenList, TokenTable } from '../../src/http/tokens.js';

test('tokens map to their users; near misses, prefixes and extensions do not', () => {
  const table = new TokenTable({ 'tok-alice-123': 'alice', 'tok-bob-456': 'bob', 'tok-alice-789': 'alice' });
  assert.equal(table.ownerOf('tok-alice-123')?.user, 'alice');
  assert.equal(table.ownerOf('tok-bob-456')?.user, 'bob');
  for (const wrong of ['tok-alice-12', 'tok-alice-1234', 'TOK-ALICE-123', '', 'tok-bob-457']) assert.equal(table.ownerOf(wrong), undefined, wrong);
  assert.notEqual(table.ownerOf('tok-alice-123')?.id, table.ownerOf('tok-alice-789')?.id, 'two tokens of one user are limited apart');
  assert.ok(!JSON.stringify(table.ownerOf('tok-alice-123')).includes('tok-alice'), 'the id is not the token');
  assert.deepEqual(table.users, ['alice', 'bob']);
});

test('TNA_SERVE_TOKENS and the --tokens file; bad ones fail with a line that never repeats a token', () => {
  assert.deepEqual(parseTokenList('t1:alice, t2:bob,', 'TNA_SERVE_TOKENS'), { t1: 'alice', t2: 'bob' });
  assert.deepEqual(parseTokenFile('{ "t1": "alice" }', 'f'), { t1: 'alice' });
  const failures: Array<() => unknown> = [
    () => parseTokenList('secret-value', 'TNA_SERVE_TOKENS'),
    () => parseTokenList('secret-value:', 'TNA_SERVE_TOKENS'),
    () => parseTokenList('secret-value:two words', 'TNA_SERVE_TOKENS'),
    () => parseTokenFile('{ "secret-value": 5 }', 'f'),
    () => parseTokenFile('["secret-value"]', 'f'),
    () => parseTokenFile('{ "secret-value": "alice"', 'f'),
    () => parseTokenFile('{ "secret value": "alice" }', 'f'),
  ];
  for (const failing of failures) {
    assert.throws(failing, (error: Error) => !error.message.includes('secret') && error.message.length > 10);
  }
});
