import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Env } from '../config/env';

/**
 * requestState for multi-round tools, sealed with AES-256-GCM.
 *
 *   v1.<kid>.<iv>.<ciphertext>.<tag>
 *
 * The binding (user, tool and, for destructive tools, a digest of the arguments) is not stored
 * in the token: it is the GCM additional data. A token only decrypts when the retry presents the
 * same user, tool and arguments; anything else fails the tag check. The expiry is inside the
 * ciphertext and checked after decryption.
 */
const ALG = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const LIFETIME_SECONDS = 8 * 60;

export interface StateBinding {
  userId: string;
  tool: string;
  args?: unknown;
}

interface Sealed<T> {
  exp: number; // unix seconds
  data: T;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

@Injectable()
export class StateVault {
  private readonly keys = new Map<string, Buffer>();
  private readonly signingKid: string;

  constructor(config: ConfigService<Env, true>) {
    this.signingKid = this.addMasterKey(config.get('STATE_MASTER_KEY', { infer: true }));
    const previous = config.get('STATE_MASTER_KEY_PREVIOUS', { infer: true });
    if (previous) this.addMasterKey(previous);
  }

  private addMasterKey(base64: string): string {
    const master = Buffer.from(base64, 'base64');
    if (master.length < 32) throw new Error('state master key must be at least 32 bytes');
    // Key id = short fingerprint of the master key, so a token names the key that sealed it.
    const kid = createHash('sha256').update(master).digest('base64url').slice(0, 8);
    const key = Buffer.from(hkdfSync('sha256', master, 'fleet-maint-mcp', 'requestState/aes-256-gcm/v1', 32));
    this.keys.set(kid, key);
    return kid;
  }

  private additionalData({ userId, tool, args }: StateBinding): Buffer {
    if (!userId || !tool) throw new Error('state binding needs userId and tool');
    const argsDigest = args === undefined ? null : createHash('sha256').update(canonical(args)).digest('base64url');
    return Buffer.from(JSON.stringify(['fleet-maint/v1', userId, tool, argsDigest]), 'utf8');
  }

  seal<T>(data: T, binding: StateBinding): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALG, this.keys.get(this.signingKid)!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(this.additionalData(binding));
    const sealed: Sealed<T> = { exp: nowSeconds() + LIFETIME_SECONDS, data };
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(sealed), 'utf8'), cipher.final()]);
    return ['v1', this.signingKid, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** The sealed data, or null when the token is malformed, forged, expired or bound to another call. */
  open<T>(token: string | undefined, binding: StateBinding): T | null {
    if (typeof token !== 'string' || token.length > 8192) return null;
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== 'v1') return null;
    const [, kid, ivText, ciphertextText, tagText] = parts;

    const key = this.keys.get(kid);
    if (!key) return null;
    const iv = Buffer.from(ivText, 'base64url');
    const tag = Buffer.from(tagText, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;

    let sealed: Sealed<T>;
    try {
      const decipher = createDecipheriv(ALG, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(this.additionalData(binding));
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]);
      sealed = JSON.parse(plain.toString('utf8')) as Sealed<T>;
    } catch {
      return null; // bad tag (forged, or another user/tool/arguments), or garbage
    }
    if (typeof sealed.exp !== 'number' || sealed.exp <= nowSeconds()) return null;
    return sealed.data;
  }
}
