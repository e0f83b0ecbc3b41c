// Seals requestState with AES-256-GCM (key ring with key ids) and opens it with binding and expiry checks.
// @ts-nocheck
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const STATE_TTL_MS = 10 * 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface KeyEntry {
  kid: string;
  key: Buffer;
}

export interface Binding {
  userId: string;
  tool: string;
}

export class StateRejected extends Error {}

export function createKeyring(entries: KeyEntry[]) {
  if (entries.length === 0) throw new Error('key ring is empty');
  for (const entry of entries) {
    if (entry.key.length !== 32) throw new Error(`key ${entry.kid} is not 32 bytes`);
  }
  const byKid = new Map(entries.map((e) => [e.kid, e]));
  return { active: entries[0], find: (kid: string) => byKid.get(kid) };
}

export function digestArgs(args: Record<string, unknown>): string {
  const ordered = Object.keys(args)
    .sort()
    .map((k) => [k, args[k]]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

const aad = (kid: string, b: Binding) => Buffer.from(`${kid}|${b.userId}|${b.tool}`, 'utf8');

export function createSealer(keyring, clock: () => Date = () => new Date()) {
  function seal(payload: Record<string, unknown>, binding: Binding): string {
    const { kid, key } = keyring.active;
    const now = clock();
    const body = JSON.stringify({
      ...payload,
      sub: binding.userId,
      tool: binding.tool,
      issuedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + STATE_TTL_MS).toISOString(),
    });
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad(kid, binding));
    const ciphertext = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [kid, iv.toString('base64url'), ciphertext.toString('base64url'), tag.toString('base64url')].join('.');
  }

  function open<T = Record<string, unknown>>(token: unknown, binding: Binding): T {
    if (typeof token !== 'string') throw new StateRejected('requestState missing');
    const parts = token.split('.');
    if (parts.length !== 4) throw new StateRejected('requestState malformed');
    const [kid, ivPart, bodyPart, tagPart] = parts;
    const entry = keyring.find(kid);
    if (!entry) throw new StateRejected('requestState key unknown');

    const iv = Buffer.from(ivPart, 'base64url');
    const tag = Buffer.from(tagPart, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new StateRejected('requestState malformed');

    let plaintext: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', entry.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(kid, binding));
      decipher.setAuthTag(tag);
      plaintext = Buffer.concat([decipher.update(Buffer.from(bodyPart, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new StateRejected('requestState failed authentication');
    }

    const state = JSON.parse(plaintext);
    if (state.sub !== binding.userId || state.tool !== binding.tool) throw new StateRejected('requestState not issued for this call');
    const issuedAt = new Date(state.issuedAt);
    const expiresAt = new Date(state.expiresAt);
    if (Number.isNaN(issuedAt.getTime()) || Number.isNaN(expiresAt.getTime())) throw new StateRejected('requestState has bad timestamps');
    if (expiresAt.getTime() - issuedAt.getTime() > STATE_TTL_MS) throw new StateRejected('requestState lifetime too long');
    if (expiresAt <= clock()) throw new StateRejected('requestState expired');
    return state as T;
  }

  return { seal, open };
}
