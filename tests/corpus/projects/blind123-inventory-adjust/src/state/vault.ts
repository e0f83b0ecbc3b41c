// AES-256-GCM vault that seals and opens round-trip state bound to user, tool and arguments.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'g1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Binding {
  userId: string;
  tool: string;
  argsDigest: string;
}

export interface Sealed<T> extends Binding {
  data: T;
  exp: number;
}

/**
 * AES-256-GCM envelope for round-trip state: `g1.<iv>.<ciphertext>.<tag>`.
 * The client can neither read nor alter it. The version prefix doubles as AAD.
 */
export class StateVault {
  constructor(
    private readonly key: Buffer,
    private readonly ttlMs = 5 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  seal<T>(data: T, binding: Binding): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(VERSION));
    const plain: Sealed<T> = { ...binding, data, exp: this.now() + this.ttlMs };
    const ct = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
    return [VERSION, iv, ct, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** Decrypts and authenticates; checks expiry and the caller. Throws on any failure. */
  open<T>(token: string, userId: string): Sealed<T> {
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('malformed state');
    const [, ivB64, ctB64, tagB64] = parts;
    const iv = Buffer.from(ivB64, 'base64url');
    const tag = Buffer.from(tagB64, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('malformed state');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(Buffer.from(ctB64, 'base64url')), decipher.final()]);
    const sealed = JSON.parse(plain.toString('utf8')) as Sealed<T>;
    if (sealed.exp <= this.now()) throw new Error('state expired');
    if (sealed.userId !== userId) throw new Error('state belongs to another user');
    return sealed;
  }
}
