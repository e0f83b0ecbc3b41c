import { createCipheriv, createDecipheriv, randomBytes } from 'crypto';

/**
 * Encrypts promotion state so clients cannot read which snapshot / environment
 * is pending. Key is 32 bytes from SNAPSHOT_STATE_KEY.
 */
export class SnapshotCipher {
  static fromBase64(raw: string): SnapshotCipher {
    const key = Buffer.from(raw, 'base64');
    if (key.length !== 32) {
      throw new Error('SNAPSHOT_STATE_KEY must decode to 32 bytes');
    }
    return new SnapshotCipher(key);
  }

  private constructor(private readonly key: Buffer) {}

  encrypt(payload: object): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return `${iv.toString('base64url')}:${ciphertext.toString('base64url')}`;
  }

  decrypt<T>(token: string): T {
    const [ivPart, ctPart] = token.split(':');
    if (!ivPart || !ctPart) throw new Error('malformed snapshot state');
    const decipher = createDecipheriv('aes-256-cbc', this.key, Buffer.from(ivPart, 'base64url'));
    const plaintext = Buffer.concat([decipher.update(Buffer.from(ctPart, 'base64url')), decipher.final()]);
    return JSON.parse(plaintext.toString('utf8')) as T;
  }
}
