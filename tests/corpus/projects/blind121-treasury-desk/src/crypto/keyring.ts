// Loads and validates the rotating treasury state keyring and single keys from the environment.
// @ts-nocheck
// TREASURY_STATE_KEYS="k2026b:<base64url 32 bytes>,k2026a:<base64url 32 bytes>"
// The first entry seals new state; the others are still accepted while they rotate out.

export interface StateKey {
  kid: string;
  key: Buffer;
}

export function decodeKey(name: string, b64: string): Buffer {
  const key = Buffer.from(b64, 'base64url');
  if (key.length !== 32) throw new Error(`${name}: expected 32 bytes of key material, got ${key.length}`);
  return key;
}

export function loadKeyring(envName = 'TREASURY_STATE_KEYS'): { current: StateKey; byKid: ReadonlyMap<string, Buffer> } {
  const raw = process.env[envName];
  if (!raw) throw new Error(`${envName} is required`);
  const entries = raw.split(',').map((pair) => {
    const [kid, b64] = pair.trim().split(':');
    if (!kid || !b64) throw new Error(`${envName}: entries must look like kid:key`);
    return { kid, key: decodeKey(`${envName}[${kid}]`, b64) };
  });
  return { current: entries[0], byKid: new Map(entries.map((e) => [e.kid, e.key])) };
}

export function requireKey(envName: string): Buffer {
  const b64 = process.env[envName];
  if (!b64) throw new Error(`${envName} is required`);
  return decodeKey(envName, b64);
}
