import type { AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';

// Access tokens come from the company IdP (Auth0); we only ever hold its public JWKS.
const issuer = process.env.OIDC_ISSUER ?? 'https://login.announce.example/';
const audience = process.env.OIDC_AUDIENCE ?? 'https://announce.example/mcp';
const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));

const challenge = (error: string) =>
  new Response(JSON.stringify({ error }), {
    status: 401,
    headers: {
      'content-type': 'application/json',
      'www-authenticate': `Bearer resource_metadata="${new URL('/.well-known/oauth-protected-resource', audience)}"`,
    },
  });

export async function authenticate(req: Request): Promise<AuthInfo | Response> {
  const header = req.headers.get('authorization');
  if (!header?.toLowerCase().startsWith('bearer ')) return challenge('invalid_request');
  const token = header.slice(7).trim();

  try {
    const { payload } = await jwtVerify(token, jwks, { issuer, audience, algorithms: ['RS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return challenge('invalid_token');
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes('announcements:write')) return challenge('insufficient_scope');
    return {
      token,
      clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
      scopes,
      expiresAt: payload.exp,
      extra: { userId: payload.sub, orgId: payload['https://announce.example/org'] },
    };
  } catch {
    return challenge('invalid_token');
  }
}
