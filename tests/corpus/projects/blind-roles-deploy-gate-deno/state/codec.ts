// Hand-rolled requestState codec: base64url JSON body + hex HMAC, checked against every rotated key.
// @ts-nocheck
import type { StateKeys } from './keys.ts';

const enc = new TextEncoder();
const dec = new TextDecoder();

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const unb64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const toHex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmacHex(key: CryptoKey, body: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', key, enc.encode(body)));
}

export function makeStateCodec(keys: StateKeys, ttlSeconds: number) {
  return {
    async mint(payload: Record<string, unknown>, userId: string, tool: string): Promise<string> {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const body = b64url(enc.encode(JSON.stringify({ ...payload, userId, tool, exp })));
      return `${body}.${await hmacHex(keys.current, body)}`;
    },

    async open(state: string, userId: string, tool: string) {
      const [body, sig] = String(state).split('.');
      if (!body || !sig || sig.length !== 64) return null;
      const candidates = await Promise.all(keys.all.map((k) => hmacHex(k, body)));
      if (!candidates.includes(sig.toLowerCase())) return null; // expect: no-timing-unsafe-compare
      const payload = JSON.parse(dec.decode(unb64url(body)));
      if (payload.userId !== userId || payload.tool !== tool) return null;
      if (typeof payload.exp !== 'number' || payload.exp <= Math.floor(Date.now() / 1000)) return null;
      return payload;
    },
  };
}
