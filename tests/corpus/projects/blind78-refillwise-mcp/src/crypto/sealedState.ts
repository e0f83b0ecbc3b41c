// AES-256-GCM sealing for requestState; caller, tool and an argument digest are authenticated as associated data.
// @ts-nocheck
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { keys } from './keys.js';
import { env } from '../env.js';

const FORMAT = 'g1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TOKEN_CHARS = 8192;

export class StateRejected extends Error {}

export interface StateBinding {
  userId: string;
  tool: string;
  args: Record<string, unknown>;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

export function argsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(args ?? {})).digest('base64url');
}

function associatedData({ userId, tool, args }: StateBinding): Buffer {
  return Buffer.from(JSON.stringify([FORMAT, userId, tool, argsDigest(args)]), 'utf8');
}

function strictBase64url(segment: string): Buffer {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) throw new StateRejected('malformed requestState');
  const bytes = Buffer.from(segment, 'base64url');
  if (bytes.toString('base64url') !== segment) throw new StateRejected('malformed requestState');
  return bytes;
}

export function sealState(payload: Record<string, unknown>, binding: StateBinding, now = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.requestState, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(binding));
  const plaintext = Buffer.from(JSON.stringify({ ...payload, exp: now + env.stateTtlMs }), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${FORMAT}.${iv.toString('base64url')}.${ciphertext.toString('base64url')}.${tag.toString('base64url')}`;
}

export function openState(token: unknown, binding: StateBinding, now = Date.now()) {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) throw new StateRejected('missing or oversized requestState');
  const segments = token.split('.');
  if (segments.length !== 4 || segments[0] !== FORMAT) throw new StateRejected('unrecognised requestState format');
  const iv = strictBase64url(segments[1]);
  const ciphertext = strictBase64url(segments[2]);
  const tag = strictBase64url(segments[3]);
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new StateRejected('malformed requestState');

  const decipher = createDecipheriv('aes-256-gcm', keys.requestState, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(associatedData(binding));
  decipher.setAuthTag(tag);
  let plaintext: Buffer;
  try {
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    throw new StateRejected('requestState failed authentication');
  }

  const payload = JSON.parse(plaintext.toString('utf8'));
  if (typeof payload.exp !== 'number' || payload.exp <= now || payload.exp > now + env.stateTtlMs) {
    throw new StateRejected('requestState expired');
  }
  return payload;
}
