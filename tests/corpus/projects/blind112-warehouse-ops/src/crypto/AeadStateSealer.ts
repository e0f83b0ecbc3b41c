// Seals and opens AES-256-GCM request state bound to a user and tool, with a short expiry.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const STATE_TTL_MS = 5 * 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface Envelope<T> {
  v: 1;
  exp: number;
  data: T;
}

export type Clock = () => number;

/**
 * AES-256-GCM sealed request state. The principal and tool are the
 * associated data, so state minted for one user or tool will not open
 * for another even though they never appear in the ciphertext.
 */
export class AeadStateSealer {
  readonly #key: Buffer;
  readonly #now: Clock;

  constructor(key: Buffer, now: Clock = Date.now) {
    if (key.length !== 32) throw new RangeError('AES-256-GCM needs a 32-byte key');
    this.#key = key;
    this.#now = now;
  }

  #aad(userId: string, tool: string): Buffer {
    return Buffer.from(JSON.stringify(['warehouse-ops/state/v1', userId, tool]), 'utf8');
  }

  seal<T>(data: T, userId: string, tool: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(this.#aad(userId, tool));
    const envelope: Envelope<T> = { v: 1, exp: this.#now() + STATE_TTL_MS, data };
    const ct = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url');
  }

  open<T>(sealed: string | undefined, userId: string, tool: string): T | undefined {
    if (!sealed) return undefined;
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES || raw.toString('base64url') !== sealed) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(this.#aad(userId, tool));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      const envelope = JSON.parse(plain.toString('utf8')) as Envelope<T>;
      if (envelope.v !== 1 || envelope.exp <= this.#now()) return undefined;
      return envelope.data;
    } catch {
      return undefined;
    }
  }
}
