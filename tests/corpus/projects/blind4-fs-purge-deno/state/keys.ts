// Loads the HMAC keys used to sign purge state.
//
// PURGE_STATE_KEYS = "<kid>:<base64 key>,<kid>:<base64 key>"   newest first

export interface StateKey {
  kid: string;
  key: CryptoKey;
}

const MIN_BYTES = 32;

function decodeBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function importHmac(raw: Uint8Array): Promise<CryptoKey> {
  return await crypto.subtle.importKey(
    'raw',
    raw,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/**
 * Local runs from the editor plug-in do not configure keys. A throwaway key
 * is fine there: state only has to survive one confirm round in the same
 * process.
 */
async function throwawayKey(): Promise<StateKey> {
  const raw = crypto.getRandomValues(new Uint8Array(8));
  return { kid: 'local', key: await importHmac(raw) }; // expect: no-weak-state-key
}

export async function loadStateKeys(): Promise<StateKey[]> {
  const spec = Deno.env.get('PURGE_STATE_KEYS');
  if (!spec) {
    if (Deno.env.get('PURGE_MODE') === 'local') return [await throwawayKey()];
    throw new Error('PURGE_STATE_KEYS is not set; refusing to start without a state key');
  }
  const out: StateKey[] = [];
  for (const entry of spec.split(',')) {
    const [kid, b64] = entry.trim().split(':');
    if (!kid || !b64) throw new Error(`bad PURGE_STATE_KEYS entry "${entry}"`);
    const raw = decodeBase64(b64);
    if (raw.length < MIN_BYTES) {
      throw new Error(`state key ${kid} is ${raw.length} bytes, need ${MIN_BYTES}`);
    }
    out.push({ kid, key: await importHmac(raw) });
  }
  if (out.length === 0) throw new Error('PURGE_STATE_KEYS holds no keys');
  return out;
}
