// Seals round-trip state for release tools and opens it again on the retry.
// @ts-nocheck
import { createHash, createHmac } from 'node:crypto';
import { stateKey } from './keyring.js';

const TTL_MS = 10 * 60 * 1000;

export class StateError extends Error {}

export type Binding = { sub: string; tool: string; args: Record<string, unknown> };

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

function sign(body: string): string {
  return createHmac('sha256', stateKey()).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function seal(claims: Record<string, unknown>, b: Binding): string {
  const body = Buffer.from(
    JSON.stringify({ ...claims, sub: b.sub, tool: b.tool, ad: argsDigest(b.args), exp: Date.now() + TTL_MS }),
  ).toString('base64url');
  return `${body}.${sign(body)}`;
}

export function open<T>(token: unknown, b: Binding): T {
  const parts = String(token ?? '').split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw new StateError('malformed state');
  const [body, mac] = parts;
  if (!Buffer.from(mac).equals(Buffer.from(sign(body)))) throw new StateError('bad signature'); // expect: no-timing-unsafe-compare
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.sub !== b.sub || claims.tool !== b.tool) throw new StateError('state belongs to another caller or tool');
  if (claims.ad !== argsDigest(b.args)) throw new StateError('arguments changed');
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) throw new StateError('state expired');
  return claims as T;
}
