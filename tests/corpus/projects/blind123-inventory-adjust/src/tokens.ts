// Verifies RS256 access tokens from the corporate IdP with its mounted public key.
// @ts-nocheck
import { createPublicKey, createVerify } from 'node:crypto';
import type { AuthInfo } from '@modelcontextprotocol/server';

// RS256 access tokens from the corporate IdP; the public key is mounted as PEM.
const pem = process.env.IDP_PUBLIC_KEY_PEM;
if (!pem) throw new Error('IDP_PUBLIC_KEY_PEM is required');
const publicKey = createPublicKey(pem);

export async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) throw new Error('malformed token');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(`${h}.${p}`);
  if (!verifier.verify(publicKey, Buffer.from(s, 'base64url'))) throw new Error('bad token signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) throw new Error('token expired');
  return {
    token,
    clientId: claims.azp ?? claims.client_id,
    scopes: String(claims.scope ?? '').split(' ').filter(Boolean),
    expiresAt: claims.exp,
    extra: { userId: claims.sub },
  };
}
