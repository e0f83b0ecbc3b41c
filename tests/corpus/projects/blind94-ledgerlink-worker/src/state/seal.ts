// Seals and opens the requestState strings LedgerLink hands to MCP clients between rounds.
// @ts-nocheck
import { b64urlToText, textToB64url } from '../crypto/base64url';
import { hmacB64url, importHmacKey } from '../crypto/hmac';

export interface StateBinding {
  userId: string;
  tool: string;
  argsDigest?: string;
}

export interface SealedClaims {
  sub: string;
  tool: string;
  args?: string;
  exp: number;
  [field: string]: unknown;
}

const MAX_TOKEN_LENGTH = 8192;

export async function sealState(
  secret: string,
  ttlSeconds: number,
  payload: Record<string, unknown>,
  binding: StateBinding,
): Promise<string> {
  const claims: SealedClaims = {
    ...payload,
    sub: binding.userId,
    tool: binding.tool,
    exp: Math.floor(Date.now() / 1000) + ttlSeconds,
  };
  if (binding.argsDigest) claims.args = binding.argsDigest;
  const body = textToB64url(JSON.stringify(claims));
  const key = await importHmacKey(secret);
  return `${body}.${await hmacB64url(key, body)}`;
}

export async function openState(secret: string, token: unknown, binding: StateBinding): Promise<SealedClaims | null> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, mac] = parts;
  const key = await importHmacKey(secret);
  const computed = await hmacB64url(key, body);
  if (mac !== computed) return null; // expect: no-timing-unsafe-compare
  let claims: SealedClaims;
  try {
    claims = JSON.parse(b64urlToText(body));
  } catch {
    return null;
  }
  if (claims.sub !== binding.userId || claims.tool !== binding.tool) return null;
  if (binding.argsDigest !== undefined && claims.args !== binding.argsDigest) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
  return claims;
}
