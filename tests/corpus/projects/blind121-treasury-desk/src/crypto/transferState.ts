// Seals and opens encrypted transfer state bound to user, tool and an arguments digest.
// @ts-nocheck
import { createHash, randomBytes } from 'node:crypto';
import { loadKeyring } from './keyring.js';
import { encryptLocal, decryptLocal, TokenError } from './localToken.js';

const ring = loadKeyring();
const TTL_MS = 5 * 60 * 1000;

export interface Bound {
  userId: string;
  tool: string;
  args: Record<string, unknown>;
}

interface Claims {
  sub: string;
  aud: string;
  args: string;
  exp: string;
  jti: string;
  data: Record<string, unknown>;
}

export const digestArgs = (args: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(args).sort(([a], [b]) => (a < b ? -1 : 1))))
    .digest('base64url');

export function sealTransferState(data: Record<string, unknown>, { userId, tool, args }: Bound): { token: string; jti: string } {
  const jti = randomBytes(16).toString('base64url');
  const claims: Claims = { sub: userId, aud: tool, args: digestArgs(args), exp: new Date(Date.now() + TTL_MS).toISOString(), jti, data };
  return { token: encryptLocal(claims, ring.current.key, ring.current.kid), jti };
}

export function openTransferState(token: string, { userId, tool, args }: Bound): { jti: string; data: Record<string, unknown> } {
  const claims = decryptLocal(token, (kid) => ring.byKid.get(kid)) as Claims;
  if (claims.sub !== userId || claims.aud !== tool) throw new TokenError('state was issued for another caller or tool');
  if (claims.args !== digestArgs(args)) throw new TokenError('arguments changed since confirmation');
  if (!(Date.parse(claims.exp) > Date.now())) throw new TokenError('state expired');
  return { jti: claims.jti, data: claims.data };
}
