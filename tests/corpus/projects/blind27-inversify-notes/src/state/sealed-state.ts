import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { Keyring, StateKey } from '../config/keyring.js';
import { TYPES, type Clock } from '../ioc/types.js';

const PREFIX = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class StateError extends Error {}

export interface Binding {
  userId: string;
  tool: string;
  /** sha256 of the canonical arguments; required for destructive tools */
  argsHash?: string;
}

interface Envelope<T> {
  d: T;
  sub: string;
  tool: string;
  args: string | null;
  exp: number;
}

/**
 * Request state sealed with AES-256-GCM. The payload is encrypted as well as
 * authenticated, so it may carry things the client must not read.
 * Wire format: v2.<kid>.<iv>.<ciphertext>.<tag>  (base64url parts)
 */
@injectable()
export class SealedStateCodec {
  constructor(
    @inject(TYPES.Keyring) private readonly keyring: Keyring,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.StateTtlMs) private readonly ttlMs: number,
  ) {}

  seal<T>(data: T, binding: Binding): string {
    const key = this.keyring.current;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key.secret, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(`${PREFIX}.${key.id}`));
    const envelope: Envelope<T> = {
      d: data,
      sub: binding.userId,
      tool: binding.tool,
      args: binding.argsHash ?? null,
      exp: this.clock.now() + this.ttlMs,
    };
    const ct = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]);
    return [PREFIX, key.id, iv, ct, cipher.getAuthTag()]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open<T>(token: string, binding: Binding): T {
    if (!token.startsWith(`${PREFIX}.`)) throw new StateError('unsupported state format');
    const parts = token.split('.');
    if (parts.length !== 5) throw new StateError('malformed state');
    const [, kid, iv, ct, tag] = parts;

    for (const key of this.candidates(kid)) {
      const plain = this.decrypt(key, iv, ct, tag);
      if (plain !== null) return this.check<T>(plain, binding);
    }
    throw new StateError('state could not be authenticated');
  }

  /** Current key first, then any previous key with the same id (rotation window). */
  private *candidates(kid: string): Generator<StateKey> {
    if (kid === this.keyring.current.id) yield this.keyring.current;
    for (const key of this.keyring.previous) {
      if (key.id === kid) yield key;
    }
  }

  private decrypt(key: StateKey, iv: string, ct: string, tag: string): string | null {
    const ivBuf = Buffer.from(iv, 'base64url');
    const tagBuf = Buffer.from(tag, 'base64url');
    if (ivBuf.length !== IV_BYTES || tagBuf.length !== TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.secret, ivBuf, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(`${PREFIX}.${key.id}`));
      decipher.setAuthTag(tagBuf);
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  private check<T>(plain: string, binding: Binding): T {
    const env = JSON.parse(plain) as Envelope<T>;
    if (env.sub !== binding.userId || env.tool !== binding.tool) throw new StateError('state belongs elsewhere');
    if (env.args !== (binding.argsHash ?? null)) throw new StateError('arguments changed');
    if (typeof env.exp !== 'number' || env.exp <= this.clock.now()) throw new StateError('state expired');
    return env.d;
  }
}
