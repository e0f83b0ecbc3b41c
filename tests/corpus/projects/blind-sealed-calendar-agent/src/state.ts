// Models a static helper class that encrypts meeting drafts with AES-256-CTR so attendees are hidden from the client.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'crypto';

export class StateCipher {
  private static readonly algorithm = 'aes-256-ctr';

  private static key(): Buffer {
    const key = Buffer.from(process.env.CAL_DRAFT_KEY ?? '', 'hex');
    if (key.length !== 32) throw new Error('CAL_DRAFT_KEY must be 64 hex chars');
    return key;
  }

  static async encrypt(draft: Record<string, unknown>): Promise<string> {
    const iv = randomBytes(16);
    const cipher = createCipheriv(StateCipher.algorithm, StateCipher.key(), iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(draft), 'utf8'), cipher.final()]);
    return `${iv.toString('base64url')}~${data.toString('base64url')}`;
  }

  static decrypt(token: string): Record<string, any> {
    const [iv, data] = token.split('~');
    const decipher = createDecipheriv(StateCipher.algorithm, StateCipher.key(), Buffer.from(iv, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  }
}
