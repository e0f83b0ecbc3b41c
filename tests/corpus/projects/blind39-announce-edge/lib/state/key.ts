import { unb64url } from '../encoding';

const KEY_BYTES = 32;

function load(name: string): Uint8Array {
  const configured = process.env[name];
  if (!configured) throw new Error(`${name} is not set: openssl rand -base64 32 | vercel env add ${name}`);
  const bytes = unb64url(configured.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));
  if (bytes.byteLength !== KEY_BYTES) throw new Error(`${name} must decode to exactly ${KEY_BYTES} bytes (AES-256)`);
  return bytes;
}

let keys: Promise<{ current: CryptoKey; previous: CryptoKey | null }> | undefined;

/**
 * ANNOUNCE_STATE_KEY encrypts; ANNOUNCE_STATE_KEY_PREVIOUS (optional) still decrypts during
 * a rotation. Both are read on first use in each edge isolate.
 */
export function stateKeys() {
  keys ??= (async () => {
    const importAes = (raw: Uint8Array) => crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    const current = await importAes(load('ANNOUNCE_STATE_KEY'));
    const previous = process.env.ANNOUNCE_STATE_KEY_PREVIOUS ? await importAes(load('ANNOUNCE_STATE_KEY_PREVIOUS')) : null;
    return { current, previous };
  })();
  return keys;
}
