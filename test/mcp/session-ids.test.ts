// Session ids of `tna serve`'s /mcp: made by one instance, good on every instance with the same
// tokens; refused for another token, when altered, when the tokens change, and once expired.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TokenTable } from '../../src/http/tokens.js';
import { FileRoots } from '../../src/mcp/files.js';
import { SESSION_LIFETIME_MS, SessionIds } from '../../src/mcp/session-ids.js';

const TOKENS = { 'alice-token-0123456789': 'alice', 'bob-token-0123456789': 'bob' };
const idOf = (table: TokenTable, token: string) => table.ownerOf(token)!.id;

test('an id issued by one instance is valid on another with the same tokens, for the same token only', () => {
  const one = new TokenTable(TOKENS);
  // Another process: the same tokens, listed in another order.
  const other = new TokenTable(Object.fromEntries(Object.entries(TOKENS).reverse()));
  const alice = idOf(one, 'alice-token-0123456789');
  const bob = idOf(one, 'bob-token-0123456789');
  const id = new SessionIds(one.derivedKey('mcp sessions')).issue(alice);
  assert.match(id, /^s1\.[0-9a-z]+\.[\w-]+\.[\w-]+$/, 'visible ASCII only, as MCP asks of a session id');
  assert.equal(new SessionIds(other.derivedKey('mcp sessions')).check(id, alice), 'valid');
  assert.equal(new SessionIds(other.derivedKey('mcp sessions')).check(id, bob), 'unknown', "another token's session is unknown to it");
  assert.equal(new SessionIds(one.derivedKey('something else')).check(id, alice), 'unknown', 'a key is for one purpose');
  const changed = new TokenTable({ ...TOKENS, 'carol-token-0123456789': 'carol' });
  assert.equal(new SessionIds(changed.derivedKey('mcp sessions')).check(id, alice), 'unknown', 'new tokens, new key');
  const [version, issued, nonce, mac] = id.split('.');
  const ids = new SessionIds(one.derivedKey('mcp sessions'));
  assert.equal(ids.check([version, (parseInt(issued, 36) + 1).toString(36), nonce, mac].join('.'), alice), 'unknown', 'its time cannot be altered');
  assert.equal(ids.check(`${id}x`, alice), 'unknown');
  assert.equal(ids.check('0b0e6f4e-0000-4000-8000-000000000000', alice), 'unknown');
});

test('an id expires after its lifetime', () => {
  const key = new TokenTable(TOKENS).derivedKey('mcp sessions');
  let now = Date.UTC(2026, 0, 1);
  const ids = new SessionIds(key, SESSION_LIFETIME_MS, () => now);
  const id = ids.issue('0123456789abcdef');
  now += SESSION_LIFETIME_MS;
  assert.equal(ids.check(id, '0123456789abcdef'), 'valid');
  now += 1;
  assert.equal(ids.check(id, '0123456789abcdef'), 'expired');
});

test('a server shared over HTTP reads no files of its machine', async () => {
  await assert.rejects(FileRoots.none().resolve(['README.md']), /files: this server reads no files of its own: send the text itself/);
});
