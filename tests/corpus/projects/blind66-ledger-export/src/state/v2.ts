import { STATE_TTL_MS } from '../config.js';
import { allKeys, currentKey, keyById } from './keyring.js';
import { macMatches, macOf } from './mac.js';

export interface Binding {
  userId: string;
  tool: string;
}

/** What every version of the state decodes to. `exp` is in milliseconds. */
export interface Envelope {
  u: string;
  t: string;
  exp: number;
  d: unknown;
}

const toBody = (value: Envelope) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const fromBody = (body: string): Envelope => JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));

// v2.<kid>.<body>.<mac>
export function sealV2(data: unknown, binding: Binding): string {
  const { kid, secret } = currentKey();
  const head = `v2.${kid}.${toBody({ u: binding.userId, t: binding.tool, exp: Date.now() + STATE_TTL_MS, d: data })}`;
  return `${head}.${macOf(secret, head)}`;
}

export function openV2(token: string): Envelope | null {
  const parts = token.split('.');

  if (parts.length === 3) {
    // 2.0.x minted v2 without a kid, signed with whatever key was current at the time.
    const [, body, mac] = parts;
    const candidates = allKeys().map((key) => macOf(key.secret, `v2.${body}`));
    if (!candidates.includes(mac)) return null; // expect: no-timing-unsafe-compare
    return fromBody(body);
  }

  if (parts.length !== 4) return null;
  const [, kid, body, mac] = parts;
  const key = keyById(kid);
  if (!key) return null;
  if (!macMatches(mac, macOf(key.secret, `v2.${kid}.${body}`))) return null; // expect: no-weak-state-key
  return fromBody(body);
}
