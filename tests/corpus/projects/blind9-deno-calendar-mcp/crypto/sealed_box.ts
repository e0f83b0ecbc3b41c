import { decodeBase64Url, encodeBase64Url } from '@std/encoding/base64url';

const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * AES-256-GCM around JSON. The associated data is authenticated but not stored,
 * so a box sealed for one context will not open in another.
 */
export class SealedBox {
  private constructor(private readonly key: CryptoKey) {}

  static async fromRawKey(raw: Uint8Array): Promise<SealedBox> {
    if (raw.byteLength !== 32) throw new RangeError('AES-256-GCM needs a 32-byte key');
    const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    return new SealedBox(key);
  }

  async seal(value: unknown, associatedData: string): Promise<string> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(associatedData) },
      this.key,
      encoder.encode(JSON.stringify(value)),
    );
    return `${encodeBase64Url(iv)}.${encodeBase64Url(new Uint8Array(ciphertext))}`;
  }

  async open<T>(sealed: string, associatedData: string): Promise<T | null> {
    const parts = sealed.split('.');
    if (parts.length !== 2) return null;
    try {
      const iv = decodeBase64Url(parts[0]);
      if (iv.byteLength !== IV_BYTES) return null;
      const plaintext = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(associatedData) },
        this.key,
        decodeBase64Url(parts[1]),
      );
      return JSON.parse(decoder.decode(plaintext)) as T;
    } catch {
      // wrong key, wrong context, or tampered ciphertext: all look the same to the caller
      return null;
    }
  }
}
