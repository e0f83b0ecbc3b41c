import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { nowSeconds, STATE_TTL_SECONDS } from './clock.js';
import type { StateKey } from './key.js';

/**
 * Request state as AES-256-GCM ciphertext. The client can neither read nor change it.
 *
 * token = "v2" . kid . iv . ciphertext . tag   (base64url parts)
 * plaintext = JSON { s: state, exp: seconds }
 * additional data = label, user, tool, digest of the call's arguments
 *
 * The binding is authenticated, not stored: a token sealed for another user, another tool or
 * other arguments fails the GCM tag check in open(), exactly like a forged one.
 */

const VERSION = 'v2';
const AAD_LABEL = 'picker/request-state/v2';

export interface Binding {
  sub: string;
  tool: string;
  args: unknown;
}

export type Opened<T> = { ok: true; state: T } | { ok: false; reason: 'malformed' | 'rejected' | 'expired' };

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the canonical JSON of public data (call arguments, a bin listing). */
export const digestOf = (value: unknown): string => createHash('sha256').update(canonical(value)).digest('base64url');

export class StateBox {
  readonly #keys: Map<string, Buffer>;
  readonly #sealingKid: string;
  readonly #now: () => number;

  constructor(keys: StateKey[], now: () => number = nowSeconds) {
    if (keys.length === 0) throw new Error('StateBox needs at least one key');
    this.#keys = new Map(keys.map(({ kid, key }) => [kid, key]));
    this.#sealingKid = keys[0].kid;
    this.#now = now;
  }

  #additionalData(binding: Binding): Buffer {
    return Buffer.from([AAD_LABEL, binding.sub, binding.tool, digestOf(binding.args)].join('\n'), 'utf8');
  }

  seal<T>(state: T, binding: Binding): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#keys.get(this.#sealingKid)!, iv, { authTagLength: 16 });
    cipher.setAAD(this.#additionalData(binding));
    const plaintext = Buffer.from(JSON.stringify({ s: state, exp: this.#now() + STATE_TTL_SECONDS }), 'utf8');
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return [VERSION, this.#sealingKid, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open<T>(token: string, binding: Binding): Opened<T> {
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
    const [, kid, ivPart, ciphertextPart, tagPart] = parts;
    const key = this.#keys.get(kid);
    if (!key) return { ok: false, reason: 'rejected' };
    const iv = Buffer.from(ivPart, 'base64url');
    const tag = Buffer.from(tagPart, 'base64url');
    if (iv.length !== 12 || tag.length !== 16) return { ok: false, reason: 'malformed' };

    let plaintext: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
      decipher.setAAD(this.#additionalData(binding));
      decipher.setAuthTag(tag);
      plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertextPart, 'base64url')), decipher.final()]);
    } catch {
      return { ok: false, reason: 'rejected' };
    }

    const { s, exp } = JSON.parse(plaintext.toString('utf8')) as { s: T; exp: number };
    if (typeof exp !== 'number' || exp <= this.#now()) return { ok: false, reason: 'expired' };
    return { ok: true, state: s };
  }
}
