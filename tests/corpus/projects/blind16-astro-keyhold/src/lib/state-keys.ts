// Request-state encryption keys. STATE_JWE_KEYS = "kid:base64url(32 bytes),kid:base64url(32 bytes)";
// the last entry encrypts, all entries decrypt. Rotation = append a key, deploy, drop the
// oldest after the state TTL has passed.

export interface StateKey {
  readonly kid: string;
  readonly key: Uint8Array;
}

export interface StateKeyRing {
  readonly active: StateKey;
  byKid(kid: string): Uint8Array | undefined;
}

const KEY_BYTES = 32;

function decodeB64url(value: string): Uint8Array {
  const b64 = value.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

export function loadStateKeys(raw: string | undefined): StateKeyRing {
  if (!raw) throw new Error("STATE_JWE_KEYS is not configured");
  const keys: StateKey[] = raw.split(",").map((entry) => {
    const [kid, material] = entry.trim().split(":");
    if (!kid || !material) throw new Error(`malformed STATE_JWE_KEYS entry "${entry}"`);
    const key = decodeB64url(material);
    if (key.length !== KEY_BYTES) {
      throw new Error(`state key ${kid} must be ${KEY_BYTES} random bytes, got ${key.length}`);
    }
    return { kid, key };
  });
  const kids = new Set(keys.map((k) => k.kid));
  if (kids.size !== keys.length) throw new Error("duplicate kid in STATE_JWE_KEYS");

  return {
    active: keys[keys.length - 1],
    byKid: (kid) => keys.find((k) => k.kid === kid)?.key,
  };
}

// Fail at boot rather than on the first tool call.
export const stateKeys = loadStateKeys(import.meta.env.STATE_JWE_KEYS);
