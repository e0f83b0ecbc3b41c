import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM box for provider tokens that must survive one round trip. The user id is the
 * associated data, so a box minted for one user does not open for another.
 */
export class TokenBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('TokenBox needs a 32-byte key');
  }

  seal(plaintext: string, userId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(userId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  open(boxed: string, userId: string): string {
    const raw = Buffer.from(boxed, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error('token box too short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
