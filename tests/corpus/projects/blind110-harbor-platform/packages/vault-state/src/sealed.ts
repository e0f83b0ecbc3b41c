// Seals and opens AES-256-GCM request state bound to a user and tool, with a short expiry.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'crypto';
import { requireKey } from './keys';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SEALED_TTL_MS = 5 * 60 * 1000;

export interface Binding {
  userId: string;
  tool: string;
}

interface Envelope<T> {
  p: T;
  exp: number;
}

export class SealedStateError extends Error {
  readonly code = -32602;
  constructor() {
    super('Invalid or expired requestState');
  }
}

/**
 * AES-256-GCM sealed state: the client can neither read nor change it. The user
 * and tool go in as associated data, so a state only opens for the same pair.
 */
export class StateSealer {
  private readonly key: Buffer;

  constructor(key: Buffer = requireKey('HARBOR_STATE_KEY'), private readonly now: () => number = Date.now) {
    if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
    this.key = key;
  }

  seal<T>(payload: T, binding: Binding): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad(binding));
    const env: Envelope<T> = { p: payload, exp: this.now() + SEALED_TTL_MS };
    const ct = Buffer.concat([cipher.update(JSON.stringify(env), 'utf8'), cipher.final()]);
    return [VERSION, iv, ct, cipher.getAuthTag()].map((x) => (typeof x === 'string' ? x : x.toString('base64url'))).join('.');
  }

  open<T>(sealed: unknown, binding: Binding): T {
    if (typeof sealed !== 'string') throw new SealedStateError();
    const [version, ivB64, ctB64, tagB64, ...rest] = sealed.split('.');
    if (version !== VERSION || rest.length > 0 || !ivB64 || !ctB64 || !tagB64) throw new SealedStateError();
    const iv = Buffer.from(ivB64, 'base64url');
    const tag = Buffer.from(tagB64, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SealedStateError();

    let env: Envelope<T>;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(binding));
      decipher.setAuthTag(tag);
      const pt = Buffer.concat([decipher.update(Buffer.from(ctB64, 'base64url')), decipher.final()]);
      env = JSON.parse(pt.toString('utf8'));
    } catch {
      throw new SealedStateError();
    }
    if (typeof env.exp !== 'number' || env.exp <= this.now()) throw new SealedStateError();
    return env.p;
  }
}

function aad({ userId, tool }: Binding): Buffer {
  return Buffer.from(JSON.stringify([userId, tool]), 'utf8');
}
