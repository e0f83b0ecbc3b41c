// Loads versioned requestState signing keys from the key vault and refreshes them so rotation is picked up.
// @ts-nocheck
import { config } from '../config.js';

export interface StateKey {
  kid: string;
  secret: Buffer;
  primary: boolean;
}

let cached: StateKey[] = [];
let loadedAt = 0;

async function fetchFromVault(): Promise<StateKey[]> {
  const { url, keyName, token } = config.keyVault;
  const res = await fetch(`${url}/v1/keys/${encodeURIComponent(keyName)}/versions?include=material`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(3000),
  });
  if (!res.ok) throw new Error(`key vault answered ${res.status}`);
  const body = await res.json();
  const keys = body.versions
    .filter((v) => v.state === 'enabled')
    .map((v) => ({
      kid: `v${v.version}`,
      secret: Buffer.from(v.material, 'base64'),
      primary: v.version === body.primaryVersion,
    }));
  if (!keys.length) throw new Error(`key ${keyName} has no enabled versions`);
  return keys;
}

function localKeys(): StateKey[] {
  return [{ kid: 'local', secret: Buffer.from(config.localStateKey, 'utf8'), primary: true }];
}

export async function stateKeys(): Promise<StateKey[]> {
  const fresh = Date.now() - loadedAt < config.keyVault.refreshSeconds * 1000;
  if (cached.length && fresh) return cached;
  if (!config.keyVault.url) {
    cached = localKeys();
  } else {
    try {
      cached = await fetchFromVault();
    } catch (err) {
      console.warn(`[keyring] key vault unavailable (${err.message}); keeping current keys`);
      if (!cached.length) cached = localKeys();
    }
  }
  loadedAt = Date.now();
  return cached;
}

export async function primaryKey(): Promise<StateKey> {
  const keys = await stateKeys();
  return keys.find((k) => k.primary) ?? keys[0];
}

export async function keyById(kid: string): Promise<StateKey | undefined> {
  const keys = await stateKeys();
  return keys.find((k) => k.kid === kid);
}
