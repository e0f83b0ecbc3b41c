// Derives per-key-id request-state MAC keys from master secrets with HKDF-SHA256 and keeps them in a key ring.
import { hkdfSync } from 'node:crypto';

const SALT = Buffer.from('docs-publisher/request-state');

function deriveMacKey(master, keyId) {
  return Buffer.from(hkdfSync('sha256', master, SALT, `state-mac:${keyId}`, 32));
}

export class KeyRing {
  #keys = new Map();
  #currentId;

  constructor({ currentKeyId, master, previousKeyId, previous }) {
    if (!master) throw new Error('a master secret is required');
    this.#currentId = currentKeyId;
    this.#keys.set(currentKeyId, deriveMacKey(master, currentKeyId));
    if (previous && previousKeyId && previousKeyId !== currentKeyId) {
      this.#keys.set(previousKeyId, deriveMacKey(previous, previousKeyId));
    }
  }

  get currentId() {
    return this.#currentId;
  }

  get current() {
    return this.#keys.get(this.#currentId);
  }

  lookup(keyId) {
    return this.#keys.get(keyId);
  }
}
