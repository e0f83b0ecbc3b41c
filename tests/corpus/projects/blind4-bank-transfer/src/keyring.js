'use strict';

// Key ring for request-state MACs.
//
//   TRANSFER_STATE_KEYS = {"k7":"<base64 32+ bytes>","k6":"<base64 32+ bytes>"}
//   TRANSFER_STATE_KID  = k7          (the one that signs; others only verify)
//
// The key id travels in clear in the token so the verifier can pick the key
// without looking inside the signed body.

const MIN_KEY_BYTES = 32;
const KID_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

class Keyring {
  /**
   * @param {Map<string, Buffer>} keys
   * @param {string} currentKid
   */
  constructor(keys, currentKid) {
    if (!keys.has(currentKid)) {
      throw new Error(`TRANSFER_STATE_KID "${currentKid}" is not in TRANSFER_STATE_KEYS`);
    }
    this.keys = keys;
    this.currentKid = currentKid;
  }

  get current() {
    return this.keys.get(this.currentKid);
  }

  /** @returns {Buffer | undefined} */
  get(kid) {
    return this.keys.get(kid);
  }

  get size() {
    return this.keys.size;
  }

  static fromEnv(env = process.env) {
    const json = env.TRANSFER_STATE_KEYS;
    const currentKid = env.TRANSFER_STATE_KID;
    if (!json || !currentKid) {
      throw new Error('TRANSFER_STATE_KEYS and TRANSFER_STATE_KID must both be set');
    }
    let parsed;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new Error('TRANSFER_STATE_KEYS is not valid JSON');
    }
    const keys = new Map();
    for (const [kid, b64] of Object.entries(parsed)) {
      if (!KID_PATTERN.test(kid)) throw new Error(`invalid key id "${kid}"`);
      const key = Buffer.from(String(b64), 'base64');
      if (key.length < MIN_KEY_BYTES) {
        throw new Error(`state key ${kid} has ${key.length} bytes; at least ${MIN_KEY_BYTES} required`);
      }
      keys.set(kid, key);
    }
    return new Keyring(keys, currentKid);
  }
}

module.exports = { Keyring, MIN_KEY_BYTES, KID_PATTERN };
