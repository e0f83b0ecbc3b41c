// AES-256-GCM sealer that encrypts and opens staged request state with an expiry.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface Sealed<T> {
  data: T;
  exp: number;
}

const b64 = (b: Buffer) => b.toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url');

/**
 * AES-256-GCM sealer for the requestState we hand to the client.
 * Token layout: `<stage>.<iv>.<ciphertext>.<tag>`; the stage is kept in the
 * clear so the router can dispatch without paying for a decrypt.
 */
export class StateSealer {
  constructor(private readonly key: Buffer, private readonly ttlMs = 5 * 60_000) {}

  seal<T>(stage: string, data: T): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body: Sealed<T> = { data, exp: Date.now() + this.ttlMs };
    const ct = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
    return [stage, b64(iv), b64(ct), b64(cipher.getAuthTag())].join('.');
  }

  open<T>(token: string): T | null {
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [, iv, ct, tag] = parts;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, unb64(iv));
      decipher.setAuthTag(unb64(tag));
      const plain = Buffer.concat([decipher.update(unb64(ct)), decipher.final()]).toString('utf8');
      const body = JSON.parse(plain) as Sealed<T>;
      if (body.exp < Date.now()) return null;
      return body.data;
    } catch {
      return null;
    }
  }
}

export function peekStage(token: string): string {
  return token.split('.', 1)[0]; // expect-todo: require-sealed-state
}
