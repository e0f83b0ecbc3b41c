// Symmetric encryption for reconciliation drafts, so that amounts and memos are not readable by clients.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-cbc';

export class DraftCipher {
  #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key.subarray(0, 32);
  }

  seal(value: unknown): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return `${iv.toString('base64url')}~${body.toString('base64url')}`;
  }

  open(text: string) {
    const [iv, body] = String(text).split('~');
    const decipher = createDecipheriv(ALGORITHM, this.#key, Buffer.from(iv, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  }
}
