import { defineMiddleware } from 'astro:middleware';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createHash, timingSafeEqual } from 'node:crypto';

const jwks = createRemoteJWKSet(new URL(import.meta.env.AUTH_JWKS_URL));

// Both sides become 32-byte digests, so timingSafeEqual never sees different lengths.
const digest = (value: string) => createHash('sha256').update(value).digest();

function unauthorized() {
  return new Response(JSON.stringify({ error: 'invalid_token' }), {
    status: 401,
    headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="harbourview"' },
  });
}

export const onRequest = defineMiddleware(async ({ request, url, cookies, locals }, next) => {
  if (url.pathname === '/api/mcp') {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!bearer) return unauthorized();
    try {
      const { payload } = await jwtVerify(bearer, jwks, { issuer: import.meta.env.AUTH_ISSUER, audience: 'harbourview-mcp' });
      if (!payload.sub) return unauthorized();
      locals.mcpAuth = {
        token: bearer,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    } catch {
      return unauthorized();
    }
    return next();
  }

  // Double-submit CSRF check for the portal's own account forms.
  if (request.method === 'POST' && url.pathname.startsWith('/account/')) {
    const form = await request.clone().formData();
    const submitted = String(form.get('_csrf') ?? '');
    const expected = cookies.get('__Host-csrf')?.value;
    if (!expected || !timingSafeEqual(digest(expected), digest(submitted))) {
      return new Response('Forbidden', { status: 403 });
    }
  }

  return next();
});
