import type { KeySet } from './keys';
import { clampTtl, isFresh, nowSeconds, plausibleWindow } from './time';

export interface StateClaims<T> {
  v: 1;
  sub: string;
  tool: string;
  aud: string;
  iat: number;
  exp: number;
  data: T;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

function b64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  // only the canonical spelling of these bytes is accepted
  return b64url(bytes) === text ? bytes : null;
}

export async function seal<T>(
  keys: KeySet,
  data: T,
  bind: { sub: string; tool: string; aud: string; ttlSeconds?: number },
): Promise<string> {
  const iat = nowSeconds();
  const claims: StateClaims<T> = { v: 1, sub: bind.sub, tool: bind.tool, aud: bind.aud, iat, exp: iat + clampTtl(bind.ttlSeconds), data };
  const body = b64url(enc.encode(JSON.stringify(claims)));
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', keys.current.key, enc.encode(`${keys.current.kid}.${body}`)));
  return `${keys.current.kid}.${body}.${b64url(sig)}`;
}

/**
 * Checks signature and lifetime. Callers still compare sub/tool/aud against the
 * current request; see `sameBinding`.
 */
export async function open<T>(keys: KeySet, token: unknown): Promise<StateClaims<T> | null> {
  if (typeof token !== 'string' || token.length > 16_384) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [kid, body, sig] = parts;

  const entry = keys.byKid(kid);
  const sigBytes = fromB64url(sig);
  if (!entry || !sigBytes) return null;
  const valid = await crypto.subtle.verify('HMAC', entry.key, sigBytes, enc.encode(`${kid}.${body}`));
  if (!valid) return null;

  const claims = JSON.parse(dec.decode(fromB64url(body) ?? new Uint8Array())) as StateClaims<T>;
  const now = nowSeconds();
  if (claims.v !== 1 || !isFresh(claims.exp, now) || !plausibleWindow(claims.iat, claims.exp, now)) return null;
  return claims;
}

export function sameBinding(claims: StateClaims<unknown>, expected: { sub: string; tool: string; aud: string }): boolean {
  return claims.sub === expected.sub && claims.tool === expected.tool && claims.aud === expected.aud;
}

export async function argsHash(args: Record<string, unknown>): Promise<string> {
  const sorted = Object.keys(args).sort().map((k) => [k, args[k]]);
  return b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(JSON.stringify(sorted)))));
}
