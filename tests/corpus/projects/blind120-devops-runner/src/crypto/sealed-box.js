// AES-256-GCM sealed box that encrypts and decrypts JSON payloads.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM box: the client sees only ciphertext, so the payload stays private
 * and any change to it is detected by the auth tag.
 */
export class SealedBox {
  #key;

  constructor(key) {
    if (!Buffer.isBuffer(key) || key.length !== 32) throw new TypeError('SealedBox needs a 32-byte key');
    this.#key = key;
  }

  seal(payload) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const ct = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url')).join('.');
  }

  open(token) {
    const parts = String(token).split('.');
    if (parts.length !== 3) throw new Error('malformed sealed box');
    const [iv, tag, ct] = parts.map((p) => Buffer.from(p, 'base64url'));
    if (iv.length !== 12 || tag.length !== 16) throw new Error('malformed sealed box');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
    decipher.setAuthTag(tag);
    return JSON.parse(decipher.update(ct).toString('utf8'));
  }
}
