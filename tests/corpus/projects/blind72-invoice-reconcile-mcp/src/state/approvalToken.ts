// Approval tokens for payment release: HMAC over user, tool, argument digest and a five-minute expiry.
// @ts-nocheck
import { createHash, createHmac } from 'node:crypto';
import { settings } from '../settings.js';

const TTL_MS = 5 * 60 * 1000;
const key = Buffer.from(settings.approvalKey, 'base64');
if (key.length < 32) {
  throw new Error('RECON_APPROVAL_KEY must be set to at least 32 random bytes, base64-encoded');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as any)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function argsDigest(args: unknown): string {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

export function issueApproval(userId: string, tool: string, args: unknown): string {
  const body = Buffer.from(JSON.stringify({ u: userId, t: tool, a: argsDigest(args), exp: Date.now() + TTL_MS })).toString('base64url');
  const mac = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function checkApproval(token: string, userId: string, tool: string, args: unknown): boolean {
  const [body, mac] = token.split('.');
  if (!body || !mac) return false;
  const computed = createHmac('sha256', key).update(body).digest();
  if (!Buffer.from(mac, 'base64url').equals(computed)) return false; // expect: no-timing-unsafe-compare
  let claims: { u: string; t: string; a: string; exp: number };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  return claims.u === userId && claims.t === tool && claims.a === argsDigest(args) && claims.exp > Date.now();
}
