// Encrypts and authenticates round-trip state with AES-256-GCM and checks its bindings when it comes back.
// @ts-nocheck
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { stateKeys } from './stateKeys.js';

export const STATE_API_VERSION = 2;
const PREFIX = `v${STATE_API_VERSION}.`;
const MAX_AGE_MS = 10 * 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from(`clinic-schedule-mcp:request-state:v${STATE_API_VERSION}`);

export class RejectedState extends Error {}

export type Binding = { userId: string; tool: string; args: Record<string, unknown> };

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function digestArgs(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

export function sealState(payload: unknown, b: Binding): string {
  const claims = { apiVersion: STATE_API_VERSION, sub: b.userId, tool: b.tool, argsDigest: digestArgs(b.args), exp: Date.now() + MAX_AGE_MS, payload };
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', stateKeys.requestState, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(AAD);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

export function openState<T>(token: unknown, b: Binding): T {
  if (typeof token !== 'string' || !token.startsWith(PREFIX)) throw new RejectedState('unsupported state format');
  const raw = Buffer.from(token.slice(PREFIX.length), 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new RejectedState('state too short');
  const decipher = createDecipheriv('aes-256-gcm', stateKeys.requestState, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(AAD);
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  let plaintext: Buffer;
  try {
    plaintext = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new RejectedState('state failed authentication');
  }
  const claims = JSON.parse(plaintext.toString('utf8'));
  if (claims.apiVersion !== STATE_API_VERSION) throw new RejectedState('state version mismatch');
  if (claims.sub !== b.userId || claims.tool !== b.tool) throw new RejectedState('state issued to another user or tool');
  if (claims.argsDigest !== digestArgs(b.args)) throw new RejectedState('arguments differ from the confirmed request');
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now() || claims.exp > Date.now() + MAX_AGE_MS) throw new RejectedState('state expired');
  return claims.payload as T;
}
