// MCP session ids that any instance of a fleet can check without asking the others or a store: an
// id says when it was issued and carries an HMAC over that, a random part and the id of the bearer
// token it was issued to. Every instance derives the same key from the same token table, so an id
// made by one is good on all of them, before and after any of them restarts. Another token's
// request with the id does not match its HMAC and is refused like an unknown session.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A session lasts this long from its initialize, however it is used: nothing is kept to extend it. */
export const SESSION_LIFETIME_MS = 24 * 3600_000;
const VERSION = 's1';

export type SessionCheck = 'valid' | 'unknown' | 'expired';

export class SessionIds {
  constructor(
    private readonly key: Buffer,
    private readonly lifetimeMs = SESSION_LIFETIME_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session id for the holder of this token (its TokenOwner id). */
  issue(tokenId: string): string {
    const issued = this.now().toString(36);
    const nonce = randomBytes(12).toString('base64url');
    return `${VERSION}.${issued}.${nonce}.${this.mac(issued, nonce, tokenId)}`;
  }

  /** Whether `id` was issued by a server with this key to this token, and is still within its lifetime. */
  check(id: string, tokenId: string): SessionCheck {
    const parts = id.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return 'unknown';
    const [, issued, nonce, mac] = parts;
    const expected = Buffer.from(this.mac(issued, nonce, tokenId));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'unknown';
    const age = this.now() - parseInt(issued, 36);
    return age >= 0 && age <= this.lifetimeMs ? 'valid' : 'expired';
  }

  private mac(issued: string, nonce: string, tokenId: string): string {
    return createHmac('sha256', this.key).update(`${VERSION}.${issued}.${nonce}.${tokenId}`).digest('base64url');
  }
}
