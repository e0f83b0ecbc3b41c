import { createStateSealer, type StateSealer, type StateSealerOptions } from '../../src/seal/index.js';

/** Two unrelated 32-byte keys in the shape `openssl rand -base64 32` prints. */
export const KEY_A = 'q2N0bZ0yF6kYyq1c3m2m5bD1p9YxK8Qe7w4Hn0sVt3U=';
export const KEY_B = 'Zf1Gm8hR3tLw0uXc5vPq2nJk7aYs4dEb9oCi6eWr1Tg=';

export const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export const T0 = 1_780_000_000_000;

/** A sealer on a hand-driven clock: `clock.ms` is what `now()` returns. */
export function sealerWithClock(options: Partial<StateSealerOptions> = {}): { sealer: StateSealer; clock: { ms: number } } {
  const clock = { ms: T0 };
  const sealer = createStateSealer({ keys: [KEY_A], now: () => clock.ms, ...options });
  return { sealer, clock };
}

/** The four dot-separated parts of a token. */
export function tokenParts(token: string): { version: string; keyId: string; body: string; mac: string } {
  const [version = '', keyId = '', body = '', mac = ''] = token.split('.');
  return { version, keyId, body, mac };
}

export function replaceAt(text: string, index: number, replacement: string): string {
  return text.slice(0, index) + replacement + text.slice(index + 1);
}
