import { createRemoteJWKSet, jwtVerify } from 'jose';

const issuer = process.env.OIDC_ISSUER ?? 'https://login.acme.example';
const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

export async function verifyWithJwks(token: string) {
  const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'calendar-mcp' });
  return {
    token,
    clientId: String(payload.azp ?? payload.client_id),
    scopes: String(payload.scope ?? '').split(' '),
    expiresAt: payload.exp,
    extra: { userId: payload.sub },
  };
}
