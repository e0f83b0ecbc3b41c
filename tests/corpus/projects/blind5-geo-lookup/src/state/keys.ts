export interface StateKeyEnv {
  GEO_STATE_KEY: string;
  GEO_STATE_KEY_ID: string;
  GEO_STATE_KEY_PREVIOUS?: string;
  GEO_STATE_KEY_PREVIOUS_ID?: string;
}

export interface StateKey {
  kid: string;
  key: CryptoKey;
}

export interface KeySet {
  current: StateKey;
  byKid(kid: string): StateKey | undefined;
}

const MIN_KEY_BYTES = 32;

/** Name of the secret binding, for error messages only. */
export const SECRET_BINDING_NAME = 'GEO_STATE_KEY';

function decodeSecret(name: string, b64: string | undefined): Uint8Array {
  if (!b64) throw new Error(`${name} secret is not bound`);
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  if (bytes.length < MIN_KEY_BYTES) throw new Error(`${name} must be at least ${MIN_KEY_BYTES} bytes`);
  return bytes;
}

async function importHmac(raw: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

let cached: Promise<KeySet> | undefined;

/**
 * Current key signs; the previous one (if bound) still verifies during a rotation.
 * Both come from `wrangler secret put`.
 */
export function loadKeys(env: StateKeyEnv): Promise<KeySet> {
  cached ??= (async () => {
    const current: StateKey = {
      kid: env.GEO_STATE_KEY_ID,
      key: await importHmac(decodeSecret(SECRET_BINDING_NAME, env.GEO_STATE_KEY)),
    };
    const previous: StateKey | null = env.GEO_STATE_KEY_PREVIOUS
      ? {
          kid: env.GEO_STATE_KEY_PREVIOUS_ID ?? 'previous',
          key: await importHmac(decodeSecret('GEO_STATE_KEY_PREVIOUS', env.GEO_STATE_KEY_PREVIOUS)),
        }
      : null;
    if (previous && previous.kid === current.kid) throw new Error('state key ids must differ');
    return {
      current,
      byKid: (kid) => (kid === current.kid ? current : previous && kid === previous.kid ? previous : undefined),
    };
  })();
  return cached;
}
