// Seals requestState with AES-256-GCM; the caller and tool go into the AAD and the payload, with a short expiry.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { settings } from '../settings.js';
import { sealingKey, openingKey } from './keys.js';

const FORMAT = 'vw2';
const MAX_TTL_MS = 10 * 60 * 1000;

export class StateRejected extends Error {}

export type Binding = { userId: string; tool: string };

function aad({ userId, tool }: Binding): Buffer {
  return Buffer.from(JSON.stringify([FORMAT, userId, tool]));
}

export function sealState(payload: Record<string, unknown>, binding: Binding, ttlMs = settings.state.ttlMs): string {
  const now = Date.now();
  const body = { ...payload, sub: binding.userId, tool: binding.tool, iat: now, exp: now + Math.min(ttlMs, MAX_TTL_MS) };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey.key, iv, { authTagLength: 16 });
  cipher.setAAD(aad(binding));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [FORMAT, sealingKey.id, iv.toString('base64url'), ciphertext.toString('base64url'), tag.toString('base64url')].join('.');
}

export function openState<T = Record<string, unknown>>(token: unknown, binding: Binding): T {
  if (typeof token !== 'string' || token.length > 16_384) throw new StateRejected('malformed state');
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== FORMAT) throw new StateRejected('unknown state format');
  const [, keyId, ivText, ciphertextText, tagText] = parts;
  const key = openingKey(keyId);
  if (!key) throw new StateRejected('state was sealed with a retired key');

  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== 12 || tag.length !== 16) throw new StateRejected('malformed state');

  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  decipher.setAAD(aad(binding));
  decipher.setAuthTag(tag);
  let plaintext: Buffer;
  try {
    plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]);
  } catch {
    throw new StateRejected('state failed authentication');
  }

  const body = JSON.parse(plaintext.toString('utf8'));
  const now = Date.now();
  if (body.sub !== binding.userId || body.tool !== binding.tool) throw new StateRejected('state belongs to another caller or tool');
  if (typeof body.exp !== 'number' || body.exp <= now || body.exp - now > MAX_TTL_MS) throw new StateRejected('state expired');
  return body as T;
}
