import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * Signs and checks the requestState for the invoice tools.
 *
 *   token = "iv1." + base64url(json) + "." + base64url(hmac)
 *
 * The payload carries `sub` (who asked) and `tool`; callers compare them with
 * the current request (see tools/*.js).
 */
export class StateVault {
  #key;
  #ttlMs;

  static fromEnv(env = process.env) {
    const secret = env.INVOICE_STATE_KEY;
    if (!secret) throw new Error('INVOICE_STATE_KEY missing');
    const key = Buffer.from(secret, 'base64url');
    if (key.length < 32) throw new Error('INVOICE_STATE_KEY must be >= 32 bytes');
    return new StateVault(key);
  }

  constructor(key, { ttlMs = FIVE_MINUTES_MS } = {}) {
    this.#key = key;
    this.#ttlMs = ttlMs;
  }

  #mac(body) {
    return createHmac('sha256', this.#key).update(`iv1.${body}`).digest();
  }

  seal(data, { sub, tool }) {
    const payload = {
      data,
      sub,
      tool,
      nonce: randomBytes(8).toString('hex'),
      exp: Date.now() + this.#ttlMs,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `iv1.${body}.${this.#mac(body).toString('base64url')}`;
  }

  /** Returns the verified payload ({ data, sub, tool, exp }) or null. */
  open(token) {
    if (typeof token !== 'string' || !token.startsWith('iv1.')) return null;
    const [, body, sig] = token.split('.');
    if (!body || !sig) return null;
    // compare the canonical encoding, so a changed last character is refused too
    const expected = Buffer.from(this.#mac(body).toString('base64url'), 'utf8');
    const given = Buffer.from(sig, 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    let payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (payload.exp < nowSeconds) return null; // expect: require-state-binding
    return payload;
  }
}

export const vault = StateVault.fromEnv();
