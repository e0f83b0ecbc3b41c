import type { Env } from './env';

const enc = new TextEncoder();
let cached: Promise<CryptoKey> | undefined;

export function hmacKey(env: Env): Promise<CryptoKey> {
  cached ??= crypto.subtle.importKey(
    'raw',
    enc.encode(env.STATE_SIGNING_KEY ?? 'wrangler-dev-signing-key'), // expect: no-weak-state-key
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return cached;
}

export const b64url = {
  encode(bytes: Uint8Array): string {
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  },
  decode(text: string): Uint8Array {
    const pad = text.length % 4 === 0 ? '' : '='.repeat(4 - (text.length % 4));
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + pad);
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  },
};

export async function mac(env: Env, data: string): Promise<Uint8Array> {
  const sig = await crypto.subtle.sign('HMAC', await hmacKey(env), enc.encode(data));
  return new Uint8Array(sig);
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}

export async function digestArgs(value: unknown): Promise<string> {
  const canonical = JSON.stringify(value, Object.keys(value as object).sort());
  const hash = await crypto.subtle.digest('SHA-256', enc.encode(canonical));
  return b64url.encode(new Uint8Array(hash));
}
