// HMAC keys for requestState. The current key signs; the current and (during a
// rotation) the previous key verify, picked by the key id in the token.
import type { Env } from '../rpc';
import { fromBase64 } from './b64';

const MIN_KEY_BYTES = 32;

export interface StateKeyRing {
  signing: { id: string; key: CryptoKey };
  verifying: Map<string, CryptoKey>;
}

async function importStateKey(secret: string, variable: string): Promise<CryptoKey> {
  const raw = fromBase64(secret);
  if (raw.byteLength < MIN_KEY_BYTES) {
    throw new Error(`${variable} must decode to at least ${MIN_KEY_BYTES} bytes (openssl rand -base64 32)`);
  }
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

let ring: Promise<StateKeyRing> | undefined;

export function stateKeys(env: Env): Promise<StateKeyRing> {
  ring ??= (async () => {
    if (!env.STATE_SECRET || !env.STATE_KEY_ID) throw new Error('STATE_SECRET and STATE_KEY_ID must be set');
    const signing = { id: env.STATE_KEY_ID, key: await importStateKey(env.STATE_SECRET, 'STATE_SECRET') };
    const verifying = new Map<string, CryptoKey>([[signing.id, signing.key]]);
    if (env.STATE_SECRET_PREVIOUS && env.STATE_KEY_ID_PREVIOUS) {
      verifying.set(env.STATE_KEY_ID_PREVIOUS, await importStateKey(env.STATE_SECRET_PREVIOUS, 'STATE_SECRET_PREVIOUS'));
    }
    return { signing, verifying };
  })();
  ring.catch(() => {
    ring = undefined; // let the next request retry, and fail loudly again, instead of caching the failure
  });
  return ring;
}
