import { createHmac } from 'node:crypto';
import { confirmKey } from './secrets.js';

/**
 * Compact signed tokens for the second round of a tool call.
 *
 *   <base64url(json)>.<base64url(hmac-sha256)>
 *
 * The token is signed, not encrypted: the client can read what is in it.
 */

export const CONFIRM_WINDOW_MS = 5 * 60 * 1000;

export interface ConfirmClaims {
  /** authenticated user the token was issued to */
  sub: string;
  /** registered tool name */
  tool: string;
  /** which question the client is answering */
  stage: 'collect' | 'confirm';
  /** values a previous stage collected, carried forward */
  carried?: Record<string, unknown>;
  /** expiry, epoch milliseconds */
  exp: number;
}

const b64u = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function tag(body: string): string {
  return createHmac('sha256', confirmKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

export function mintConfirmToken(claims: Omit<ConfirmClaims, 'exp'>): string {
  const body = b64u(JSON.stringify({ ...claims, exp: Date.now() + CONFIRM_WINDOW_MS }));
  return `${body}.${tag(body)}`;
}

/** Returns the claims, or null when the token is malformed, forged or expired. */
export function readConfirmToken(token: string): ConfirmClaims | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  if (mac !== tag(body)) return null; // expect: no-timing-unsafe-compare

  let claims: ConfirmClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ConfirmClaims;
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp < Date.now()) return null;
  return claims;
}
