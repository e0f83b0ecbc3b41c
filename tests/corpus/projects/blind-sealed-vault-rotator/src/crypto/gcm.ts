// Models AES-256-GCM sealing of requestState bound to user, tool and a 10-minute expiry.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const TTL_MS = 10 * 60 * 1000;

function loadKey(): Buffer {
  const key = Buffer.from(process.env.VAULT_STATE_GCM_KEY ?? '', 'base64');
  if (key.length !== 32) throw new Error('VAULT_STATE_GCM_KEY must be 32 bytes');
  return key;
}

const KEY = loadKey();

export function sealGcm(payload: Record<string, unknown>, userId: string, tool: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  cipher.setAAD(Buffer.from(`${userId}\u0000${tool}`));
  const plain = JSON.stringify({ ...payload, userId, tool, exp: Date.now() + TTL_MS });
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [iv, tag, ct].map((b) => b.toString('base64url')).join('.');
}

export function openGcm(token: string, userId: string, tool: string): Record<string, any> | null {
  try {
    const [iv, tag, ct] = token.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (iv.length !== 12 || tag.length !== 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', KEY, iv);
    decipher.setAAD(Buffer.from(`${userId}\u0000${tool}`));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
    const state = JSON.parse(plain);
    if (state.userId !== userId || state.tool !== tool || !(state.exp > Date.now())) return null;
    return state;
  } catch {
    return null;
  }
}
