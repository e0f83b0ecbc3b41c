// Verifies OIDC access tokens for the ledger API and maps their claims to MCP auth info.
// @ts-nocheck
import { createRemoteJWKSet, jwtVerify } from 'jose';

const TENANT_CLAIM = 'https://ledger.example/tenant';

export class AccessTokenVerifier {
  #jwks;
  #issuer: string;
  #audience: string;

  constructor(issuer: string, audience: string) {
    this.#issuer = issuer;
    this.#audience = audience;
    this.#jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer.endsWith('/') ? issuer : `${issuer}/`));
  }

  async verify(token: string) {
    const { payload } = await jwtVerify(token, this.#jwks, {
      issuer: this.#issuer,
      audience: this.#audience,
      algorithms: ['RS256', 'ES256'],
    });
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, tenantId: payload[TENANT_CLAIM] },
    };
  }
}

export function authHook(verifier: AccessTokenVerifier) {
  return async function authenticate(request, reply) {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
    try {
      request.authInfo = await verifier.verify(match[1]);
    } catch (err) {
      request.log.info({ reason: err.code ?? err.message }, 'rejected access token');
      return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
    }
  };
}
