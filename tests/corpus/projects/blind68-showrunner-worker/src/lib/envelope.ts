// Signed round state: base64url(JSON) "." base64url(HMAC-SHA256), ten minutes of life.
import type { Env } from '../env';
import { fromB64url, fromUtf8, toB64url, utf8 } from './b64';
import { stateSigningKey } from './keys';

const LIFETIME_SECONDS = 10 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface EnvelopeClaims {
  sub: string;
  tool: string;
  exp: number;
}

export async function sealEnvelope<T extends object>(env: Env, payload: T, binding: { sub: string; tool: string }): Promise<string> {
  const claims = { ...payload, sub: binding.sub, tool: binding.tool, exp: nowSeconds() + LIFETIME_SECONDS };
  const body = toB64url(utf8.encode(JSON.stringify(claims)));
  const mac = await crypto.subtle.sign('HMAC', await stateSigningKey(env), utf8.encode(body));
  return `${body}.${toB64url(mac)}`;
}

/**
 * Checks the MAC, the tool and the expiry; null when any of them fails.
 * `sub` is kept for the audit log: callers are bearer-authenticated before a tool runs.
 */
export async function openEnvelope<T extends object>(env: Env, token: string, tool: string): Promise<(T & EnvelopeClaims) | null> {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [body, mac] = parts;
  const genuine = await crypto.subtle.verify('HMAC', await stateSigningKey(env), fromB64url(mac), utf8.encode(body));
  if (!genuine) return null;

  const claims = JSON.parse(fromUtf8(fromB64url(body))) as T & EnvelopeClaims;
  if (claims.tool !== tool || claims.exp < nowSeconds()) return null;
  return claims;
}

/** What a token says, unchecked. For logs and housekeeping only. */
export function peekEnvelope<T extends object>(token: string): Partial<T & EnvelopeClaims> {
  const [body] = token.split('.');
  try {
    return JSON.parse(fromUtf8(fromB64url(body ?? ''))) as Partial<T & EnvelopeClaims>;
  } catch {
    return {};
  }
}
