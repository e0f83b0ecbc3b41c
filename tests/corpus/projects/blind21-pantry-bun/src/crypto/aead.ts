// AES-256-GCM via Web Crypto. Tokens are "v1.<iv>.<ciphertext+tag>", base64url.

const VERSION = 'v1';
const IV_BYTES = 12;
const AAD = new TextEncoder().encode('pantry/request-state/v1');

const b64u = {
  encode(bytes: Uint8Array): string {
    return Buffer.from(bytes).toString('base64url');
  },
  decode(text: string): Uint8Array | null {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
    return new Uint8Array(Buffer.from(text, 'base64url'));
  },
};

export interface Aead {
  seal(plaintext: Uint8Array): Promise<string>;
  open(token: string): Promise<Uint8Array | null>;
}

export async function createAead(rawKey: Uint8Array): Promise<Aead> {
  const key = await crypto.subtle.importKey('raw', rawKey.slice(0, 32), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);

  return {
    async seal(plaintext) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const ct = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, plaintext);
      return `${VERSION}.${b64u.encode(iv)}.${b64u.encode(new Uint8Array(ct))}`;
    },

    async open(token) {
      // Cheap format checks before any crypto; the version prefix is public.
      if (!token.startsWith(`${VERSION}.`)) return null;
      const [, ivPart, ctPart, ...rest] = token.split('.');
      if (!ivPart || !ctPart || rest.length > 0) return null;
      const iv = b64u.decode(ivPart);
      const ct = b64u.decode(ctPart);
      if (!iv || !ct || iv.byteLength !== IV_BYTES) return null;
      try {
        const pt = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, ct);
        return new Uint8Array(pt);
      } catch {
        return null; // wrong key, tampered ciphertext or tag
      }
    },
  };
}
