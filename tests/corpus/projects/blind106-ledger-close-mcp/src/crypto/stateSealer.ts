// Seals and opens requestState tokens of the form "lc2.<kid>.<body>.<mac>" using the vault keyring.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { config } from '../config.js';
import { keyById, primaryKey } from './keyring.js';

const PREFIX = 'lc2';

export interface Binding {
  sub: string;
  tool: string;
}

function mac(secret: Buffer, input: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export async function seal(payload: Record<string, unknown>, binding: Binding): Promise<string> {
  const key = await primaryKey();
  const body = Buffer.from(
    JSON.stringify({
      ...payload,
      sub: binding.sub,
      tool: binding.tool,
      exp: Math.floor(Date.now() / 1000) + config.stateTtlSeconds,
    }),
  ).toString('base64url');
  const signingInput = `${PREFIX}.${key.kid}.${body}`;
  return `${signingInput}.${mac(key.secret, signingInput)}`;
}

export async function open<T = Record<string, any>>(token: unknown, binding: Binding): Promise<T | null> {
  if (typeof token !== 'string' || token.length > 8192) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const [, kid, body, tag] = parts;
  const key = await keyById(kid);
  if (!key) return null;
  if (mac(key.secret, `${PREFIX}.${kid}.${body}`) !== tag) return null; // expect: no-timing-unsafe-compare
  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (claims.sub !== binding.sub || claims.tool !== binding.tool) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) return null;
  return claims as T;
}
