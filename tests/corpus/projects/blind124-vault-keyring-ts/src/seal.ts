// Signs and opens HMAC state tokens using the current or previous keyring keys.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Keyring, StateKey } from './keyring.js';

export const STATE_TTL_MS = 5 * 60_000;

type Sealed<T> = T & { exp: number };

function macFor(key: StateKey, kid: string, body: string): string {
  return createHmac('sha256', key.secret).update(`${kid}.${body}`).digest('base64url');
}

function macMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class StateSealer {
  constructor(
    private readonly keyring: Keyring,
    private readonly now: () => number = Date.now,
  ) {}

  seal<T extends object>(payload: T): string {
    const { current } = this.keyring;
    const body = Buffer.from(JSON.stringify({ ...payload, exp: this.now() + STATE_TTL_MS })).toString('base64url');
    return `${current.kid}.${body}.${macFor(current, current.kid, body)}`;
  }

  open<T extends object>(token: string | undefined): Sealed<T> | null {
    if (!token) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [kid, body, sig] = parts;

    const key = this.keyring.byId(kid);
    let verified = false;
    if (key) {
      verified = macMatches(sig, macFor(key, kid, body));
    } else {
      // state minted by a pod that had already rotated (or before kids were stable): try the ring
      verified = this.keyring.all().some((k) => macFor(k, kid, body) === sig); // expect: no-timing-unsafe-compare
    }
    if (!verified) return null;

    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Sealed<T>;
    if (typeof payload.exp !== 'number' || payload.exp <= this.now()) return null;
    return payload;
  }
}
