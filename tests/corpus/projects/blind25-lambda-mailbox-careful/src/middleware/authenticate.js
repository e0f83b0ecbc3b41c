import createError from 'http-errors';
import { createRemoteJWKSet, jwtVerify } from 'jose';

/**
 * middy middleware: validates the caller's OAuth access token (issued by our
 * IdP, not by us) and exposes the user on request.context.user.
 */
export default function authenticate({ issuer, audience }) {
  const jwks = createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/.well-known/jwks.json`));

  return {
    before: async (request) => {
      const header = request.event.headers?.authorization ?? request.event.headers?.Authorization ?? '';
      if (!header.startsWith('Bearer ')) {
        throw createError(401, 'Bearer token required', {
          headers: { 'WWW-Authenticate': 'Bearer resource_metadata="/.well-known/oauth-protected-resource"' },
        });
      }
      try {
        const { payload } = await jwtVerify(header.slice(7), jwks, { issuer, audience, clockTolerance: 5 });
        request.context.user = { id: payload.sub, scopes: String(payload.scope ?? '').split(' ') };
      } catch {
        throw createError(401, 'Invalid access token');
      }
    },
  };
}
