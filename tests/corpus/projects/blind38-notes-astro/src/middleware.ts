import { defineMiddleware } from 'astro:middleware';
import { jwtVerify } from 'jose';
import { jwks, oidc } from './lib/server/env';

const SESSION_COOKIE = 'inkwell_session';

/**
 * /api/mcp: OAuth bearer access tokens issued for the MCP resource.
 * Everything else: the browser session (the ID token the sign-in callback stored).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, cookies, locals } = context;

  if (url.pathname === '/api/mcp') {
    const header = request.headers.get('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme === 'Bearer' && token) {
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer: oidc.issuer, audience: `${url.origin}/api/mcp` });
        if (typeof payload.sub === 'string') {
          locals.authInfo = {
            token,
            clientId: String(payload.client_id ?? payload.azp ?? ''),
            scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
            expiresAt: payload.exp,
            extra: { userId: payload.sub },
          };
        }
      } catch {
        // Invalid or expired: leave authInfo unset and let the endpoint answer 401.
      }
    }
    return next();
  }

  const session = cookies.get(SESSION_COOKIE)?.value;
  if (session) {
    try {
      const { payload } = await jwtVerify(session, jwks, { issuer: oidc.issuer, audience: oidc.clientId });
      locals.user = { id: String(payload.sub), email: String(payload.email ?? '') };
    } catch {
      cookies.delete(SESSION_COOKIE, { path: '/' });
    }
  }
  return next();
});
