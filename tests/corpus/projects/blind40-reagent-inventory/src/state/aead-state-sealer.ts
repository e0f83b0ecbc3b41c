import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES, type Clock, type Opened, type StateBinding, type StateKeyRing, type StateSealer } from '../types.js';

const FORMAT = 'ri1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const STATE_TTL_SECONDS = 10 * 60;

interface Plain<T> {
  iat: number;
  exp: number;
  data: T;
}

function argsFingerprint(args: Record<string, unknown> | undefined): string {
  if (!args) return '';
  const sorted = Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}

/**
 * The user, the tool and the arguments are not stored in the token at all: they are the
 * AES-GCM additional data. Opening with any other binding fails the tag check, exactly like
 * a tampered ciphertext does.
 */
function additionalData(keyId: string, binding: StateBinding): Buffer {
  return Buffer.from(
    JSON.stringify([FORMAT, keyId, binding.userId, binding.tool, argsFingerprint(binding.args)]),
    'utf8',
  );
}

@injectable()
export class AeadStateSealer implements StateSealer {
  constructor(
    @inject(TYPES.StateKeys) private readonly keys: StateKeyRing,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  seal<T>(data: T, binding: StateBinding): string {
    if (!binding.userId || !binding.tool) throw new Error('state must be bound to a user and a tool');
    const { id, key } = this.keys.current;
    const now = this.clock.nowSeconds();
    const plain: Plain<T> = { iat: now, exp: now + STATE_TTL_SECONDS, data };

    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(id, binding));
    const sealed = Buffer.concat([iv, cipher.update(JSON.stringify(plain), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${FORMAT}.${id}.${sealed.toString('base64url')}`;
  }

  open<T>(token: string, binding: StateBinding): Opened<T> {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== FORMAT) return { ok: false, reason: 'malformed' };
    const [, keyId, encoded] = parts;

    const key = this.keys.byId.get(keyId);
    if (!key) return { ok: false, reason: 'key' };

    const sealed = Buffer.from(encoded, 'base64url');
    // Only the canonical spelling of these bytes is accepted, so a token has exactly one form.
    if (sealed.toString('base64url') !== encoded) return { ok: false, reason: 'malformed' };
    if (sealed.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: 'malformed' };

    let plaintext: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(keyId, binding));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      plaintext = Buffer.concat([
        decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      // Forged, truncated, or sealed for another user, tool or set of arguments.
      return { ok: false, reason: 'binding' };
    }

    const plain = JSON.parse(plaintext) as Plain<T>;
    if (!(plain.exp > this.clock.nowSeconds())) return { ok: false, reason: 'expired' };
    return { ok: true, state: plain.data };
  }
}
