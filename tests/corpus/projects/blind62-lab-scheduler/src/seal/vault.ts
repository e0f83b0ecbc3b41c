import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Request state, encrypted and authenticated with AES-256-GCM.
 *
 *   ls2.<iv>.<ciphertext>.<tag>      (base64url each)
 *
 * The caller, the tool and a digest of the call's arguments are the
 * additional authenticated data, and are repeated inside the plaintext.
 * Expiry is in seconds on both ends.
 */

export interface VaultBinding {
  sub: string;
  tool: string;
  argsDigest: string;
}

export type Opened<T> = { ok: true; state: T } | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'mismatch' };

interface Plain<T> {
  v: T;
  sub: string;
  tool: string;
  ad: string;
  exp: number;
}

const VERSION = 'ls2';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const STATE_TTL_SECONDS = 8 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function additionalData(binding: VaultBinding): Buffer {
  return Buffer.from([VERSION, binding.sub, binding.tool, binding.argsDigest].join('\n'), 'utf8');
}

export class StateVault {
  constructor(
    private readonly key: Buffer,
    private readonly clock: () => number = nowSeconds,
  ) {
    if (key.length !== 32) throw new Error('StateVault needs a 32-byte key');
  }

  seal<T>(value: T, binding: VaultBinding): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(binding));
    const plain: Plain<T> = {
      v: value,
      sub: binding.sub,
      tool: binding.tool,
      ad: binding.argsDigest,
      exp: this.clock() + STATE_TTL_SECONDS,
    };
    const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  open<T>(token: string, binding: VaultBinding): Opened<T> {
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
    const [, ivText = '', bodyText = '', tagText = ''] = parts;

    const iv = Buffer.from(ivText, 'base64url');
    const tag = Buffer.from(tagText, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return { ok: false, reason: 'malformed' };
    // Only the canonical spelling: the last base64url character of the tag
    // has spare bits, and we want one token per state, not four.
    if (tag.toString('base64url') !== tagText) return { ok: false, reason: 'malformed' };

    let plain: Plain<T>;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(binding));
      decipher.setAuthTag(tag);
      const text = Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString('utf8');
      plain = JSON.parse(text) as Plain<T>;
    } catch {
      return { ok: false, reason: 'forged' };
    }

    if (typeof plain.exp !== 'number' || plain.exp <= this.clock()) return { ok: false, reason: 'expired' };
    if (plain.sub !== binding.sub || plain.tool !== binding.tool || plain.ad !== binding.argsDigest) {
      return { ok: false, reason: 'mismatch' };
    }
    return { ok: true, state: plain.v };
  }
}
