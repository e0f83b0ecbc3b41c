// Loads the current and previous AES-256-GCM state keys from the environment, indexed by key id.
'use strict';

const { webcrypto } = require('node:crypto');

const { subtle } = webcrypto;

function keyBytes(envName) {
  const raw = process.env[envName];
  if (!raw) throw new Error(`${envName} is required (32 random bytes, base64)`);
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length !== 32) throw new Error(`${envName} must decode to 32 bytes, got ${bytes.length}`);
  return bytes;
}

function importAes(bytes) {
  return subtle.importKey('raw', bytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

let ringPromise;

/**
 * AES-256-GCM keys by key id. The kid is a public label ("k1", "k2"...) that travels in the
 * clear so we can rotate; the previous key is kept for decrypting in-flight state only.
 */
function keyring() {
  ringPromise ??= (async () => {
    const currentKid = process.env.WAREHOUSE_STATE_KID || 'k1';
    const keys = new Map([[currentKid, await importAes(keyBytes('WAREHOUSE_STATE_KEY'))]]);
    const previousKid = process.env.WAREHOUSE_STATE_PREVIOUS_KID;
    if (previousKid && previousKid !== currentKid) {
      keys.set(previousKid, await importAes(keyBytes('WAREHOUSE_STATE_PREVIOUS_KEY')));
    }
    return { currentKid, keys };
  })();
  return ringPromise;
}

module.exports = { keyring, subtle };
