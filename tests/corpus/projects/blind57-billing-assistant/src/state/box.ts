import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { env } from '../env.js';

/**
 * requestState for multi round-trip tools, encrypted and authenticated with AES-256-GCM.
 *
 * Token: "b1.<iv>.<ciphertext>.<tag>" (base64url). The user, the tool and (for risky tools)
 * a digest of the exact arguments go into the additional data, so a token only decrypts for
 * the same caller, tool and arguments. Expiry and the binding are also inside the plaintext
 * and compared after decryption.
 */

const VERSION = 'b1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TOKEN_CHARS = 16 * 1024;
export const STATE_TTL_MS = 5 * 60 * 1000;

export interface StateBinding {
  userId: string;
  tool: string;
  args?: Record<string, unknown>;
}

export type OpenResult<T> =
  | { ok: true; state: T }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'binding' };

interface Plaintext<T> {
  s: T;
  uid: string;
  tool: string;
  exp: number;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function argsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(args)).digest('base64url');
}

function additionalData(binding: StateBinding): Buffer {
  return Buffer.from(
    JSON.stringify([VERSION, binding.userId, binding.tool, binding.args ? argsDigest(binding.args) : null]),
    'utf8',
  );
}

/** Decodes base64url and refuses any other spelling of the same bytes (padding, unused trailing bits). */
function decodeCanonical(part: string | undefined): Buffer | null {
  if (!part || !/^[A-Za-z0-9_-]+$/.test(part)) return null;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}

export function sealState<T>(state: T, binding: StateBinding, now: number = Date.now()): string {
  if (!binding.userId || !binding.tool) {
    throw new Error('sealState: binding needs a userId and a tool');
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', env.stateKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(binding));
  const plaintext: Plaintext<T> = { s: state, uid: binding.userId, tool: binding.tool, exp: now + STATE_TTL_MS };
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(plaintext), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${VERSION}.${iv.toString('base64url')}.${ciphertext.toString('base64url')}.${tag.toString('base64url')}`;
}

export function openState<T>(token: unknown, binding: StateBinding, now: number = Date.now()): OpenResult<T> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) {
    return { ok: false, reason: 'malformed' };
  }
  const [version, ivPart, ctPart, tagPart, ...rest] = token.split('.');
  const iv = decodeCanonical(ivPart);
  const ciphertext = decodeCanonical(ctPart);
  const tag = decodeCanonical(tagPart);
  if (version !== VERSION || rest.length > 0 || !iv || !ciphertext || !tag || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    return { ok: false, reason: 'malformed' };
  }

  let plaintext: Plaintext<T>;
  try {
    const decipher = createDecipheriv('aes-256-gcm', env.stateKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(binding));
    decipher.setAuthTag(tag);
    const bytes = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    plaintext = JSON.parse(bytes.toString('utf8')) as Plaintext<T>;
  } catch {
    // wrong key, tampered bytes, or a token minted for another user/tool/arguments
    return { ok: false, reason: 'forged' };
  }

  if (typeof plaintext.exp !== 'number' || plaintext.exp <= now) {
    return { ok: false, reason: 'expired' };
  }
  if (plaintext.uid !== binding.userId || plaintext.tool !== binding.tool) {
    return { ok: false, reason: 'binding' };
  }
  return { ok: true, state: plaintext.s };
}
