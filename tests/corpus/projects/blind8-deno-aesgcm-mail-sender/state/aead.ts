import { decodeBase64Url, encodeBase64Url } from '@std/encoding/base64url';

const keyB64 = Deno.env.get('STATE_AEAD_KEY');
if (!keyB64) throw new Error('STATE_AEAD_KEY missing');
const keyBytes = decodeBase64Url(keyB64);
if (keyBytes.byteLength !== 32) throw new Error('STATE_AEAD_KEY must be exactly 32 bytes');

const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
const TTL_SECONDS = 240;
const enc = new TextEncoder();
const dec = new TextDecoder();

// The associated data ties a box to one user and one tool: a box opened with
// another user's or tool's AAD fails authentication.
const aad = (userId: string, tool: string) => enc.encode(`mail-state/1|${userId}|${tool}`);

export async function boxState(userId: string, tool: string, payload: Record<string, unknown>): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = enc.encode(JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + TTL_SECONDS }));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(userId, tool) }, key, plain);
  const out = new Uint8Array(12 + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), 12);
  return encodeBase64Url(out);
}

export async function unboxState<T>(token: string, userId: string, tool: string): Promise<T | null> {
  let raw: Uint8Array;
  try {
    raw = decodeBase64Url(token);
  } catch {
    return null;
  }
  if (raw.byteLength < 12 + 16) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: raw.subarray(0, 12), additionalData: aad(userId, tool) },
      key,
      raw.subarray(12),
    );
    const state = JSON.parse(dec.decode(plain)) as T & { exp: number };
    return state.exp > Math.floor(Date.now() / 1000) ? state : null;
  } catch {
    return null;
  }
}
