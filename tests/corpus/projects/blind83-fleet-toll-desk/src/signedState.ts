// Self-contained signed requestState for flows that keep nothing server-side (transponder moves).
// @ts-nocheck
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';

const stateKey = Buffer.from(hkdfSync('sha256', config.masterKey, 'fleet-toll-desk', 'mcp-request-state/v1', 32));
const MAX_AGE_MS = 5 * 60 * 1000;

const tagOf = (body: string) => createHmac('sha256', stateKey).update(body).digest('base64url');

export function seal(payload: Record<string, unknown>, owner: { userId: string; tool: string }, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ p: payload, sub: owner.userId, tool: owner.tool, exp: now + MAX_AGE_MS })).toString('base64url');
  return `${body}.${tagOf(body)}`;
}

export function unseal(token: unknown, owner: { userId: string; tool: string }, now = Date.now()) {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const wanted = Buffer.from(tagOf(body), 'utf8');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.sub !== owner.userId || claims.tool !== owner.tool) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + MAX_AGE_MS) return null;
  return claims.p;
}
