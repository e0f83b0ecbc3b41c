// requestState sealing with AES-256-GCM under a per-organisation HKDF key; the GCM tag authenticates every byte.
// @ts-nocheck
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { config } from './config.js';

const FORMAT = 'g1';
const MAX_TTL_MS = 10 * 60 * 1000;
const keys = new Map<string, Buffer>();

export interface Binding {
  tenantId: string;
  userId: string;
  tool: string;
}

function orgKey(tenantId: string): Buffer {
  let key = keys.get(tenantId);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', config.stateMasterKey, Buffer.alloc(0), `procurely/state/${tenantId}`, 32));
    keys.set(tenantId, key);
  }
  return key;
}

export function seal(binding: Binding, payload: Record<string, unknown>): string {
  const ttl = Math.min(config.stateTtlMs, MAX_TTL_MS);
  const body = { ...payload, tid: binding.tenantId, uid: binding.userId, tool: binding.tool, exp: Date.now() + ttl };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', orgKey(binding.tenantId), iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(FORMAT));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export function open<T extends Record<string, unknown>>(binding: Binding, sealed: unknown): (T & { exp: number }) | null {
  if (typeof sealed !== 'string' || sealed.length > 8192) return null;
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== FORMAT) return null;
  const iv = Buffer.from(parts[1], 'base64url');
  const tag = Buffer.from(parts[3], 'base64url');
  if (iv.length !== 12 || tag.length !== 16) return null;

  let plaintext: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', orgKey(binding.tenantId), iv, { authTagLength: 16 });
    decipher.setAAD(Buffer.from(FORMAT));
    decipher.setAuthTag(tag);
    plaintext = Buffer.concat([decipher.update(Buffer.from(parts[2], 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
  const state = JSON.parse(plaintext);
  if (state.tid !== binding.tenantId || state.uid !== binding.userId || state.tool !== binding.tool) return null;
  if (typeof state.exp !== 'number' || state.exp <= Date.now()) return null;
  return state;
}
