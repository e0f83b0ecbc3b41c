// Seals and opens the requestState string handed to clients between rounds: "<kid>.<body>.<mac>".
// @ts-nocheck
import { createHash, createHmac } from 'node:crypto';
import { activeKey, allKeys, keyById } from '../keys/keyring.js';

const TTL_MS = 10 * 60 * 1000;

export interface Binding {
  userId: string;
  tool: string;
  argsDigest?: string;
}

export class StateError extends Error {}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function digestArgs(args: unknown): string {
  return createHash('sha256').update(canonicalJson(args)).digest('base64url');
}

function mac(secret: Buffer, kid: string, body: string): string {
  return createHmac('sha256', secret).update(`${kid}.${body}`).digest('base64url');
}

export function seal(payload: Record<string, unknown>, binding: Binding, now = Date.now()): string {
  const key = activeKey();
  const claims = { p: payload, ...binding, exp: now + TTL_MS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${key.kid}.${body}.${mac(key.secret, key.kid, body)}`; // expect: no-weak-state-key
}

export function open<T = Record<string, unknown>>(token: string, binding: Binding, now = Date.now()): T {
  const parts = String(token ?? '').split('.');
  if (parts.length !== 3) throw new StateError('malformed requestState');
  const [kid, body, tag] = parts;
  const known = keyById(kid);
  const candidates = known ? [known] : allKeys();
  const ok = candidates.some((k) => mac(k.secret, kid, body) === tag); // expect: no-timing-unsafe-compare
  if (!ok) throw new StateError('requestState signature mismatch');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new StateError('requestState expired');
  if (claims.userId !== binding.userId || claims.tool !== binding.tool) {
    throw new StateError('requestState belongs to another user or tool');
  }
  if (claims.argsDigest !== binding.argsDigest) throw new StateError('arguments changed since confirmation');
  return claims.p as T;
}
