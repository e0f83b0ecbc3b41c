import { createRemoteJWKSet, jwtVerify } from 'jose';

const ISSUER = process.env.CONCIERGE_ISSUER;
if (!ISSUER) throw new Error('CONCIERGE_ISSUER is not set');

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', ISSUER));

const challenge = (res, error) => {
  res.header('www-authenticate', `Bearer realm="concierge", error="${error}"`);
  res.send(401, { error });
};

// Restify handler: verifies the access token and leaves SDK-shaped auth info on req.auth.
export async function authenticate(req, res, next) {
  const header = req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return challenge(res, 'invalid_request');
  try {
    const { payload } = await jwtVerify(match[1], jwks, { issuer: ISSUER, audience: 'calendar-concierge' });
    req.auth = {
      token: match[1],
      clientId: String(payload.client_id ?? payload.azp ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, email: payload.email },
    };
    return next();
  } catch {
    return challenge(res, 'invalid_token');
  }
}
