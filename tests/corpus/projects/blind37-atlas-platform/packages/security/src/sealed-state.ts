import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { RETIRED_STATE_KEY_IDS, STATE_KEY_ID, deriveKey } from './keys.js';

/**
 * Round-trip state for MCP `input_required` results: AES-256-GCM, so the client can neither
 * read nor change it. The user, the tool and a digest of the call's arguments are the
 * additional authenticated data: they are not in the token, but the tag covers them, so a
 * token only opens for the same user, tool and arguments it was sealed for.
 *
 * Token: <kid>.<iv>.<ciphertext>.<tag>, each part base64url.
 */

export interface StateBinding {
  userId: string;
  tool: string;
  /** the call's arguments; pass them for actions that must not be replayed with others */
  args?: Record<string, unknown>;
}

export type OpenResult<T> =
  | { ok: true; state: T }
  | { ok: false; reason: 'malformed' | 'unknown-key' | 'tampered' | 'expired' };

const TTL_SECONDS = 8 * 60;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>(
  [STATE_KEY_ID, ...RETIRED_STATE_KEY_IDS].map((id) => [id, deriveKey(`mcp/request-state/${id}`)]),
);

const nowSeconds = () => Math.floor(Date.now() / 1000);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function additionalData({ userId, tool, args }: StateBinding): Buffer {
  if (!userId || !tool) throw new TypeError('a state binding needs userId and tool');
  const argsDigest = args === undefined ? '-' : createHash('sha256').update(canonical(args)).digest('base64url');
  return Buffer.from(['atlas-rs/1', userId, tool, argsDigest].join('\u0000'), 'utf8');
}

export function sealRoundTrip<T>(state: T, binding: StateBinding): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.get(STATE_KEY_ID)!, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(binding));
  const plaintext = Buffer.from(JSON.stringify({ exp: nowSeconds() + TTL_SECONDS, state }), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [STATE_KEY_ID, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openRoundTrip<T>(token: string, binding: StateBinding): OpenResult<T> {
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'malformed' };
  const [kid, ivPart, dataPart, tagPart] = parts;

  const key = keys.get(kid);
  if (!key) return { ok: false, reason: 'unknown-key' };
  const iv = Buffer.from(ivPart, 'base64url');
  const tag = Buffer.from(tagPart, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return { ok: false, reason: 'malformed' };

  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalData(binding));
  decipher.setAuthTag(tag);
  let plaintext: Buffer;
  try {
    plaintext = Buffer.concat([decipher.update(Buffer.from(dataPart, 'base64url')), decipher.final()]);
  } catch {
    return { ok: false, reason: 'tampered' };
  }

  const { exp, state } = JSON.parse(plaintext.toString('utf8')) as { exp: number; state: T };
  if (typeof exp !== 'number' || exp <= nowSeconds()) return { ok: false, reason: 'expired' };
  return { ok: true, state };
}
