// HMAC-SHA-256 and SHA-256 helpers on top of the Workers Web Crypto API.
// @ts-nocheck
import { toB64url } from './base64url';

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

export function importHmacKey(secret: string): Promise<CryptoKey> {
  let pending = keyCache.get(secret);
  if (!pending) {
    pending = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keyCache.set(secret, pending);
  }
  return pending;
}

export async function hmacB64url(key: CryptoKey, data: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(data));
  return toB64url(new Uint8Array(mac));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export async function digestArgs(args: Record<string, unknown>): Promise<string> {
  const bytes = encoder.encode(JSON.stringify(canonical(args)));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return toB64url(new Uint8Array(digest));
}
