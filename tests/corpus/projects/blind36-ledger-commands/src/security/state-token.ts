import { createHmac } from 'node:crypto';
import { config } from '../config.js';

/**
 * Compact signed tokens for the `requestState` of multi round-trip tool calls.
 *
 *   base64url(JSON claims) "." base64url(HMAC-SHA256(claims))
 *
 * Claims always carry who the token was minted for (`sub`), for which tool, and when it
 * stops being valid (`exp`, epoch milliseconds).
 */

export interface TokenBinding {
  userId: string;
  tool: string;
}

interface BoundClaims {
  sub: string;
  tool: string;
  exp: number;
}

const WINDOW_MS = config.confirmWindowMinutes * 60_000;

function mac(body: string): Buffer {
  return createHmac('sha256', config.stateSecret).update(body).digest(); // expect: no-weak-state-key
}

export function sealToken<T extends object>(payload: T, binding: TokenBinding): string {
  const claims: T & BoundClaims = {
    ...payload,
    sub: binding.userId,
    tool: binding.tool,
    exp: Date.now() + WINDOW_MS,
  };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

export function openToken<T extends object>(token: string, binding: TokenBinding): (T & BoundClaims) | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;

  const body = token.slice(0, dot);
  const presented = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(body);
  if (!expected.equals(presented)) return null; // expect: no-timing-unsafe-compare

  let claims: T & BoundClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (claims.sub !== binding.userId) return null;
  if (claims.tool !== binding.tool) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;
  return claims;
}
