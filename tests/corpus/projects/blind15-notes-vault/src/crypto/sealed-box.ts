import { createCipheriv, createDecipheriv, randomBytes } from 'crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM envelope. The additional data binds a box to its context
 * (user and tool) without repeating them in the ciphertext.
 */
export class SealedBox {
  static readonly PREFIX = 'nv2.';

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new RangeError('SealedBox needs a 32-byte key');
  }

  seal(value: unknown, aad: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return SealedBox.PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  open<T>(token: string, aad: string): T | null {
    // Cheap format check before doing any crypto.
    if (typeof token !== 'string' || !token.startsWith(SealedBox.PREFIX)) return null;
    const raw = Buffer.from(token.slice(SealedBox.PREFIX.length), 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;

    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    try {
      const plaintext = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      return JSON.parse(plaintext.toString('utf8')) as T;
    } catch {
      return null; // wrong key, wrong context or tampered
    }
  }
}
