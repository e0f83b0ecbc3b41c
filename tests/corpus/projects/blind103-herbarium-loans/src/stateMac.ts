// Seals small payloads into requestState with HMAC-SHA256, bound to user, tool, argument digest and expiry.
// @ts-nocheck
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { stateMacKey } from './keys.js';

const MAX_TTL_SECONDS = 600;

export interface Binding {
  userId: string;
  tool: string;
  args: unknown;
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().map(k => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

export function argsDigest(args: unknown): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

function tag(body: string): string {
  return createHmac('sha256', stateMacKey).update(body).digest('base64url');
}

export function seal<T>(data: T, b: Binding, ttlSeconds = 300): string {
  const exp = Math.floor(Date.now() / 1000) + Math.min(ttlSeconds, MAX_TTL_SECONDS);
  const claims = { v: 1, sub: b.userId, tool: b.tool, args: argsDigest(b.args), exp, data };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${tag(body)}`;
}

export function unseal<T>(token: unknown, b: Binding): T | undefined {
  if (typeof token !== 'string' || token.length > 16_384) return undefined;
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const want = Buffer.from(tag(body), 'utf8');
  if (given.length !== want.length || !timingSafeEqual(given, want)) return undefined;

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.v !== 1 || claims.sub !== b.userId || claims.tool !== b.tool) return undefined;
  if (claims.args !== argsDigest(b.args)) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) return undefined;
  return claims.data as T;
}
