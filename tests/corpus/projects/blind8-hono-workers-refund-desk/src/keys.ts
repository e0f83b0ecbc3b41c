export interface Env {
  STATE_SECRET?: string;
  PAYMENTS_API: string;
  USERINFO_URL: string;
}

// Used by `wrangler dev` when no secret is bound. Production binds STATE_SECRET.
const DEV_SECRET = 'refund-desk-local-dev';

let derived: Promise<CryptoKey> | undefined;

export function hmacKey(env: Env): Promise<CryptoKey> {
  if (!derived) {
    const material = new TextEncoder().encode(env.STATE_SECRET ?? DEV_SECRET);
    derived = crypto.subtle
      .importKey('raw', material, 'HKDF', false, ['deriveKey']) // expect: no-weak-state-key
      .then((base) =>
        crypto.subtle.deriveKey(
          {
            name: 'HKDF',
            hash: 'SHA-256',
            salt: new Uint8Array(16),
            info: new TextEncoder().encode('refund-desk/state/v2'),
          },
          base,
          { name: 'HMAC', hash: 'SHA-256', length: 256 },
          false,
          ['sign'],
        ),
      );
  }
  return derived;
}
