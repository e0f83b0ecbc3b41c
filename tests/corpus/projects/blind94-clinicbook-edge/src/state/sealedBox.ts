// AES-256-GCM sealed boxes for requestState that carries visit details the client must not read.
// @ts-nocheck
import { fromB64url, toB64url } from '../util/bytes';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const FORMAT = 'box1';

export async function sealBox(key: CryptoKey, payload: object, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context), tagLength: 128 },
    key,
    encoder.encode(JSON.stringify(payload)),
  );
  return `${FORMAT}.${toB64url(iv)}.${toB64url(new Uint8Array(sealed))}`;
}

export async function openBox<T>(key: CryptoKey, token: unknown, context: string): Promise<T | null> {
  if (typeof token !== 'string' || token.length > 16_384) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== FORMAT) return null;
  const iv = fromB64url(parts[1]);
  const sealed = fromB64url(parts[2]);
  if (!iv || iv.length !== 12 || !sealed || sealed.length < 17) return null;
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(context), tagLength: 128 }, key, sealed);
  } catch {
    return null;
  }
  return JSON.parse(decoder.decode(plain)) as T;
}
