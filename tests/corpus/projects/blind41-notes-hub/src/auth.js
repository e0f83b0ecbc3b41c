import { createRemoteJWKSet, jwtVerify } from 'jose';

const ISSUER = process.env.NOTES_OIDC_ISSUER ?? 'https://login.noteshub.example';
const AUDIENCE = process.env.NOTES_MCP_AUDIENCE ?? 'https://mcp.noteshub.example/mcp';
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', ISSUER));

/** Express middleware: verifies the bearer token and sets req.auth the way the SDK transport expects. */
export async function bearer(req, res, next) {
  const header = req.get('authorization') ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    res.set('WWW-Authenticate', `Bearer resource_metadata="${AUDIENCE}/.well-known/oauth-protected-resource"`);
    res.status(401).json({ error: 'invalid_token' });
    return;
  }
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: AUDIENCE });
    req.auth = {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub },
    };
    next();
  } catch {
    res.status(401).json({ error: 'invalid_token' });
  }
}
