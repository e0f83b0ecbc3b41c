// AES encryption for pending ticket merges, so customer addresses stay unreadable to the client.
// @ts-nocheck
import { b64urlDecode, b64urlEncode } from './signer';

const enc = new TextEncoder();
const dec = new TextDecoder();

export function importCipherKey(raw: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-CTR' }, false, ['encrypt', 'decrypt']);
}

export async function encryptState(key: CryptoKey, value: unknown): Promise<string> {
  const counter = crypto.getRandomValues(new Uint8Array(16));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-CTR', counter, length: 64 }, key, enc.encode(JSON.stringify(value)));
  return `c1.${b64urlEncode(counter)}.${b64urlEncode(new Uint8Array(ciphertext))}`;
}

export async function decryptState<T>(key: CryptoKey, token: string): Promise<T> {
  const [version, counterText, bodyText] = token.split('.');
  if (version !== 'c1' || !counterText || !bodyText) throw new Error('unrecognised state format');
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-CTR', counter: b64urlDecode(counterText), length: 64 },
    key,
    b64urlDecode(bodyText),
  );
  return JSON.parse(dec.decode(plaintext)) as T;
}
