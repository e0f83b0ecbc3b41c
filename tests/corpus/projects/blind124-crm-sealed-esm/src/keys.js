// Parses the versioned STATE_KEYS environment variable into a primary key and key map.
// STATE_KEYS="v3:<base64 32 bytes>,v2:<base64 32 bytes>" — first entry encrypts, all entries decrypt.
// Injected by the deployment from the secret store; the process refuses to start without it.

const KEY_BYTES = 32;

export function loadStateKeys(env = process.env) {
  const spec = env.STATE_KEYS;
  if (!spec) {
    throw new Error('STATE_KEYS is not set; refusing to start without a state encryption key');
  }
  const entries = spec.split(',').map((entry) => entry.trim()).filter(Boolean);
  const keys = new Map();
  let primary;
  for (const entry of entries) {
    const [kid, material] = entry.split(':');
    const key = Buffer.from(material ?? '', 'base64');
    if (!/^v\d+$/.test(kid) || key.length !== KEY_BYTES) {
      throw new Error(`STATE_KEYS entry "${kid}" must be v<N>:<base64 of ${KEY_BYTES} bytes>`);
    }
    if (keys.has(kid)) throw new Error(`duplicate state key id ${kid}`);
    keys.set(kid, key);
    primary ??= kid;
  }
  if (!primary) throw new Error('STATE_KEYS has no usable entries');
  return { primary, keys };
}
