// Verifies RS256 bearer JWTs against the identity provider's public key.
// @ts-nocheck
import { createPublicKey, createVerify } from 'node:crypto';

const pem = process.env.IDP_PUBLIC_KEY_PEM;
if (!pem) throw new Error('IDP_PUBLIC_KEY_PEM must be set');
const ISSUER_KEY = createPublicKey(pem);

interface Claims {
  sub: string;
  azp: string;
  scope: string;
  exp: number;
  iss: string;
}

// RS256 JWT verification against the identity provider's key.
export const verifier = {
  async verifyAccessToken(token: string) {
    const [h, p, s] = token.split('.');
    if (!h || !p || !s) throw new Error('malformed token');
    const ok = createVerify('RSA-SHA256').update(`${h}.${p}`).verify(ISSUER_KEY, Buffer.from(s, 'base64url'));
    if (!ok) throw new Error('bad token signature');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Claims;
    if (claims.exp * 1000 < Date.now()) throw new Error('token expired');
    return {
      token,
      clientId: claims.azp,
      scopes: claims.scope.split(' '),
      expiresAt: claims.exp,
      extra: { userId: claims.sub },
    };
  },
};
