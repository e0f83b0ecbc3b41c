// AES-256-GCM sealing of requestState as "<kid>.<iv>.<ciphertext>.<tag>", with the key id as associated data.
// @ts-nocheck
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Keyring } from '../keys/kms-keyring.js';

export const STATE_FORMAT = 'wh-state/3';
const MAX_AGE_MS = 10 * 60 * 1000;
const PURPOSE = 'request-state';
const B64URL = /^[A-Za-z0-9_-]+$/;

export interface Binding {
  sub: string;
  tool: string;
  args?: unknown;
}

export class RejectedState extends Error {
  constructor() {
    super('Invalid or expired requestState');
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function digestArgs(args: unknown): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

function decodeSegment(segment: string): Buffer {
  if (!B64URL.test(segment)) throw new RejectedState();
  const bytes = Buffer.from(segment, 'base64url');
  if (bytes.toString('base64url') !== segment) throw new RejectedState();
  return bytes;
}

export function createSealer(keyring: Keyring, clock: () => number = Date.now) {
  function seal(payload: Record<string, unknown>, binding: Binding): string {
    const kid = keyring.activeKid;
    const key = keyring.subKey(kid, PURPOSE);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    cipher.setAAD(Buffer.from(`${STATE_FORMAT}|${kid}`));
    const claims = {
      fmt: STATE_FORMAT,
      sub: binding.sub,
      tool: binding.tool,
      args: binding.args === undefined ? null : digestArgs(binding.args),
      exp: clock() + MAX_AGE_MS,
      p: payload,
    };
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
    return [kid, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  function open<T = Record<string, unknown>>(token: unknown, binding: Binding): T {
    if (typeof token !== 'string' || token.length > 8192) throw new RejectedState();
    const parts = token.split('.');
    if (parts.length !== 4) throw new RejectedState();
    const [kid, ivPart, ctPart, tagPart] = parts;
    const key = keyring.subKey(kid, PURPOSE);
    if (!key) throw new RejectedState();
    const iv = decodeSegment(ivPart);
    const ciphertext = decodeSegment(ctPart);
    const tag = decodeSegment(tagPart);
    if (iv.length !== 12 || tag.length !== 16) throw new RejectedState();

    let claims;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
      decipher.setAAD(Buffer.from(`${STATE_FORMAT}|${kid}`));
      decipher.setAuthTag(tag);
      const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
      claims = JSON.parse(plaintext.toString('utf8'));
    } catch {
      throw new RejectedState();
    }

    const now = clock();
    if (claims.fmt !== STATE_FORMAT) throw new RejectedState();
    if (claims.sub !== binding.sub || claims.tool !== binding.tool) throw new RejectedState();
    const argDigest = binding.args === undefined ? null : digestArgs(binding.args);
    if (claims.args !== argDigest) throw new RejectedState();
    if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + MAX_AGE_MS) throw new RejectedState();
    return claims.p as T;
  }

  return { seal, open };
}

export type Sealer = ReturnType<typeof createSealer>;
