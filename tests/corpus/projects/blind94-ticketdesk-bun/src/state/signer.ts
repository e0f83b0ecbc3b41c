// HMAC-SHA-256 signing of requestState payloads, plus the base64url helpers the state modules share.
// @ts-nocheck
const enc = new TextEncoder();
const dec = new TextDecoder();

export function b64urlEncode(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function b64urlDecode(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('invalid base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const bin = atob(padded);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  if (b64urlEncode(out).length !== text.length) throw new Error('invalid base64url');
  return out;
}

export function importSigningKey(raw: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export async function signState(key: CryptoKey, payload: Record<string, unknown>): Promise<string> {
  const body = b64urlEncode(enc.encode(JSON.stringify(payload)));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(body)));
  return `s1.${body}.${b64urlEncode(mac)}`;
}

export async function verifyState<T>(key: CryptoKey, token: string | undefined): Promise<T | null> {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 's1') return null;
  let mac: Uint8Array;
  try {
    mac = b64urlDecode(parts[2]);
  } catch {
    return null;
  }
  const ok = await crypto.subtle.verify('HMAC', key, mac, enc.encode(parts[1]));
  if (!ok) return null;
  const payload = JSON.parse(dec.decode(b64urlDecode(parts[1]))) as T & { exp?: number };
  if (typeof payload.exp !== 'number' || payload.exp <= Date.now()) return null;
  return payload;
}
