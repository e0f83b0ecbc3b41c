// Seals tool state for the client round trip with HMAC-SHA-256 (Web Crypto) and opens it again on the retry.
// @ts-nocheck
import { config } from '../config.ts';
import { utf8, fromUtf8, toB64url, fromB64url } from './bytes.ts';

const MAC_SHAPE = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
let keyPromise: Promise<CryptoKey> | undefined;

function stateKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    utf8(config.stateSecret), // expect: no-weak-state-key
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

export interface SealScope {
  userId: string;
  tool: string;
}

export async function sealState(data: Record<string, unknown>, scope: SealScope): Promise<string> {
  const claims = { v: 1, sub: scope.userId, tool: scope.tool, exp: Date.now() + config.stateTtlMs, data };
  const body = toB64url(utf8(JSON.stringify(claims)));
  const mac = await crypto.subtle.sign('HMAC', await stateKey(), utf8(body));
  return `${body}.${toB64url(mac)}`;
}

export async function openState<T = any>(token: unknown, scope: SealScope): Promise<T | null> {
  if (typeof token !== 'string' || token.length > 16_384) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !MAC_SHAPE.test(parts[1])) return null;
  const [body, mac] = parts;
  const valid = await crypto.subtle.verify('HMAC', await stateKey(), fromB64url(mac), utf8(body));
  if (!valid) return null;
  let claims;
  try {
    claims = JSON.parse(fromUtf8(fromB64url(body)));
  } catch {
    return null;
  }
  if (claims.v !== 1 || claims.sub !== scope.userId || claims.tool !== scope.tool) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;
  return claims.data as T;
}
