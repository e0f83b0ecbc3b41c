import { hkdfSync } from 'node:crypto';

const MIN_SECRET_BYTES = 32;

/**
 * The state keys, newest first. The first signs/encrypts; every key still opens what it sealed, so
 * a key can be retired ten minutes (one state lifetime) after a newer one is put in front of it.
 * Consumers never see the master secrets: they ask for a per-purpose subkey.
 */
export class KeyRing {
  #entries;
  #subkeys = new Map();

  constructor(entries) {
    if (entries.length === 0) throw new Error('KeyRing needs at least one key');
    this.#entries = entries;
  }

  /** id of the key new state is sealed with */
  get currentId() {
    return this.#entries[0].id;
  }

  has(id) {
    return this.#entries.some((entry) => entry.id === id);
  }

  subkey(id, purpose) {
    const cacheKey = `${id}/${purpose}`;
    let key = this.#subkeys.get(cacheKey);
    if (key === undefined) {
      const entry = this.#entries.find((e) => e.id === id);
      if (!entry) throw new RangeError(`unknown state key id ${id}`);
      key = Buffer.from(hkdfSync('sha256', entry.secret, Buffer.alloc(0), `access-gateway/${purpose}`, 32));
      this.#subkeys.set(cacheKey, key);
    }
    return key;
  }
}

/**
 * GATEWAY_STATE_KEYS="k3:<base64>,k2:<base64>" (newest first). Each secret: `openssl rand -base64 32`.
 */
export function keyRingFromEnv(env = process.env) {
  const spec = env.GATEWAY_STATE_KEYS;
  if (!spec) {
    throw new Error('GATEWAY_STATE_KEYS is not set (format: id:base64[,id:base64...], newest first)');
  }
  const entries = spec.split(',').map((item) => {
    const [id, encoded] = item.trim().split(':');
    const secret = Buffer.from(encoded ?? '', 'base64');
    if (!id || !/^[a-z0-9]{1,16}$/.test(id)) throw new Error(`bad state key id "${id}"`);
    if (secret.length < MIN_SECRET_BYTES) {
      throw new Error(`state key ${id} has ${secret.length} bytes; at least ${MIN_SECRET_BYTES} random bytes are required`);
    }
    return Object.freeze({ id, secret });
  });
  return new KeyRing(entries);
}
