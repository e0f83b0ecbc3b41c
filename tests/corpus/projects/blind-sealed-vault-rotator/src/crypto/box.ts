// Models a reusable box that encrypts rotation progress with AES-256-CBC before it leaves the server.
// @ts-nocheck
import { createCipheriv, randomBytes } from 'node:crypto';

export class StateBox {
  #key: Buffer;

  constructor(keyBase64: string) {
    this.#key = Buffer.from(keyBase64, 'base64');
    if (this.#key.length !== 32) throw new Error('StateBox needs a 256-bit key');
  }

  #encrypt(plain: string): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return iv.toString('hex') + body.toString('hex');
  }

  wrap(state: object): string {
    return this.#encrypt(JSON.stringify(state));
  }

  get key(): Buffer {
    return this.#key;
  }
}
