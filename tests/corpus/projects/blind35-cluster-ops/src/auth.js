import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';

const jwks = createRemoteJWKSet(new URL(`${config.oidc.issuer}/protocol/openid-connect/certs`));

/**
 * Express middleware: verifies the SSO access token and leaves it on req.auth, where the SDK's
 * StreamableHTTPServerTransport picks it up as extra.authInfo.
 */
export async function requireSsoToken(req, res, next) {
  const header = req.get('authorization') ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'missing bearer token' });
    return;
  }
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.oidc.issuer, audience: config.oidc.audience });
    const groups = Array.isArray(payload.groups) ? payload.groups : [];
    if (!groups.includes('platform-operators')) {
      res.status(403).json({ error: 'cluster-ops is limited to platform-operators' });
      return;
    }
    req.auth = {
      token,
      clientId: String(payload.azp ?? ''),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, username: payload.preferred_username },
    };
    next();
  } catch {
    res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid token' });
  }
}

export function callerOf(authInfo) {
  const userId = authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('request has no authenticated operator');
  return { userId, username: authInfo.extra.username ?? userId };
}
