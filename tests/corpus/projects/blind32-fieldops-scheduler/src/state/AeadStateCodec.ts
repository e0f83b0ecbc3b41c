import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { fail, ok, StateRefusal, type Result } from '../shared/Result.js';
import { digestArgs, STATE_TTL_MS, type StateBinding, type VisitStateCodec } from './VisitStateCodec.js';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'g1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface Plaintext<T> {
  readonly exp: number;
  readonly state: T;
}

/** base64url that must be the canonical spelling of its bytes (no spare-bit variants). */
function strictBase64url(text: string | undefined): Buffer | undefined {
  if (!text || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

/** The binding goes into the additional data: a token opens only for the same user, tool and arguments. */
function additionalData(binding: StateBinding): Buffer {
  return Buffer.from(JSON.stringify([VERSION, binding.userId, binding.tool, digestArgs(binding.args)]), 'utf8');
}

/**
 * Encrypted and authenticated state (AES-256-GCM). The key is derived from STATE_MASTER_KEY for
 * this one purpose; salt and info are fixed labels, the secrecy comes from the master key.
 */
export class AeadStateCodec implements VisitStateCodec {
  private readonly key: Buffer;

  constructor(
    masterKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', masterKey, 'fieldops-scheduler', 'request-state/aes-256-gcm/v1', 32));
  }

  seal<T extends object>(state: T, binding: StateBinding): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(binding));
    const plaintext: Plaintext<T> = { exp: this.now() + STATE_TTL_MS, state };
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(plaintext), 'utf8'), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open<T extends object>(token: string, binding: StateBinding): Result<T, StateRefusal> {
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return fail(new StateRefusal('malformed'));
    const iv = strictBase64url(parts[1]);
    const ciphertext = strictBase64url(parts[2]);
    const tag = strictBase64url(parts[3]);
    if (!iv || !ciphertext || !tag || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
      return fail(new StateRefusal('malformed'));
    }

    let opened: Plaintext<T>;
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(binding));
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
      opened = JSON.parse(plain.toString('utf8')) as Plaintext<T>;
    } catch {
      // A wrong tag, another user, another tool or other arguments all end here.
      return fail(new StateRefusal('signature'));
    }

    if (typeof opened.exp !== 'number' || opened.exp <= this.now()) return fail(new StateRefusal('expired'));
    return ok(opened.state);
  }
}
