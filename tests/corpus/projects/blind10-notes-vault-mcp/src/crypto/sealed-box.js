import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Injectable clock so the sealing code can be tested without fake timers. */
export const systemClock = Object.freeze({ nowMs: () => Date.now() });

export class SealError extends Error {
  constructor(reason) {
    super(`Invalid or expired requestState (${reason})`);
    this.name = 'SealError';
  }
}

/**
 * AES-256-GCM box for requestState. The payload is encrypted and the
 * caller's identity and the tool name go in as additional data, so a box
 * opened for another user or tool fails authentication.
 */
export class SealedBox {
  #key;
  #ttlMs;
  #clock;

  constructor({ key, ttlMs, clock = systemClock }) {
    if (!Buffer.isBuffer(key) || key.length !== 32) {
      throw new TypeError('SealedBox needs a 32-byte key');
    }
    if (!(ttlMs > 0 && ttlMs <= 10 * 60 * 1000)) {
      throw new RangeError('ttlMs must be in (0, 600000]');
    }
    this.#key = key;
    this.#ttlMs = ttlMs;
    this.#clock = clock;
  }

  static #aad(userId, tool) {
    return Buffer.from(`${VERSION}\n${userId}\n${tool}`, 'utf8');
  }

  seal(payload, { userId, tool }) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(SealedBox.#aad(userId, tool));
    const plaintext = Buffer.from(JSON.stringify({ p: payload, expMs: this.#clock.nowMs() + this.#ttlMs }), 'utf8');
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(token, { userId, tool }) {
    if (typeof token !== 'string' || !token.startsWith(`${VERSION}.`)) {
      throw new SealError('unknown format');
    }
    const parts = token.split('.');
    if (parts.length !== 4) {
      throw new SealError('malformed');
    }
    const [, ivPart, ctPart, tagPart] = parts;
    const iv = Buffer.from(ivPart, 'base64url');
    const tag = Buffer.from(tagPart, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
      throw new SealError('malformed');
    }

    let plaintext;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(SealedBox.#aad(userId, tool));
      decipher.setAuthTag(tag);
      plaintext = Buffer.concat([decipher.update(Buffer.from(ctPart, 'base64url')), decipher.final()]);
    } catch {
      throw new SealError('authentication failed');
    }

    const { p, expMs } = JSON.parse(plaintext.toString('utf8'));
    if (typeof expMs !== 'number' || expMs <= this.#clock.nowMs()) {
      throw new SealError('expired');
    }
    return p;
  }
}
