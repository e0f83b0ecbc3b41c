// OAuth token introspection for clinic staff and the Fastify pre-handler that applies it.
// @ts-nocheck

export function createAuthenticator({ introspectionUrl, introspectionClientId, introspectionClientSecret }) {
  const basic = Buffer.from(`${encodeURIComponent(introspectionClientId)}:${encodeURIComponent(introspectionClientSecret)}`).toString('base64');

  async function introspect(token: string) {
    const res = await fetch(introspectionUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    if (!res.ok) return null;
    const body = await res.json();
    return body.active ? body : null;
  }

  return async function authenticate(request, reply) {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      reply.header('www-authenticate', 'Bearer');
      return reply.code(401).send({ error: 'unauthorized' });
    }
    const claims = await introspect(token);
    if (!claims || typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) {
      return reply.code(401).send({ error: 'invalid_token' });
    }
    const scopes = String(claims.scope ?? '').split(' ').filter(Boolean);
    if (!scopes.includes('schedule')) return reply.code(403).send({ error: 'insufficient_scope' });
    request.authInfo = {
      token,
      clientId: claims.client_id,
      scopes,
      expiresAt: claims.exp,
      extra: { userId: claims.sub, clinicId: claims.clinic_id, role: claims.staff_role ?? 'reception' },
    };
  };
}
