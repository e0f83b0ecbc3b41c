// Verifies staff access tokens issued by Okta and exposes them as MCP AuthInfo.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';

export function createStaffAuth(config) {
  const jwks = createRemoteJWKSet(new URL(`${config.issuer}/v1/keys`));

  return async function authenticate(request, reply) {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
    const token = header.slice('Bearer '.length);
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience });
      const groups = payload.groups ?? [];
      if (!groups.includes('billing-ops')) return reply.code(403).send({ error: 'forbidden' });
      request.raw.auth = {
        token,
        clientId: payload.cid,
        scopes: payload.scp ?? [],
        expiresAt: payload.exp,
        extra: {
          userId: payload.sub,
          email: payload.email,
          tenants: payload.billing_tenants ?? [],
          canApproveCredits: groups.includes('billing-leads'),
        },
      };
    } catch {
      return reply.code(401).send({ error: 'invalid_token' });
    }
  };
}
