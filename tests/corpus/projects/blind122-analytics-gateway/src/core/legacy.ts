// Reads legacy HMAC-signed g0 request states minted by older gateway versions.
// @ts-nocheck
import { createHmac } from 'crypto';
import { LEGACY_MAC_KEY } from './keys';
import { LEGACY_PREFIX } from './constants';
import type { Binding } from './aead';

interface LegacyBody<T> {
  sub: string;
  tool: string;
  exp: number;
  payload: T;
}

/**
 * Reads "g0.<body>.<mac>" states minted by gateway 2.x, so hosts that kept an
 * old state across the upgrade can still finish. Remove after 3.4.
 */
export function openLegacy<T>(token: string, binding: Binding): T | null {
  const [prefix, body, mac] = token.split('.');
  if (prefix !== LEGACY_PREFIX || !body || !mac) return null;
  const expected = createHmac('sha256', LEGACY_MAC_KEY).update(body).digest(); // todo-not: no-weak-state-key
  if (!Buffer.from(mac, 'base64url').equals(expected)) return null; // expect: no-timing-unsafe-compare
  const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LegacyBody<T>;
  if (parsed.sub !== binding.sub || parsed.tool !== binding.tool) return null;
  if (parsed.exp < Date.now() / 1000) return null;
  return parsed.payload;
}
