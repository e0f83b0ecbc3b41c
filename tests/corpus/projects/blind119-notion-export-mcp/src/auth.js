// Hono middleware that checks bearer tokens by introspection and requires the notion:export scope.
import { createMiddleware } from 'hono/factory';

export function bearer({ introspectionUrl }) {
  if (!introspectionUrl) throw new Error('INTROSPECTION_URL is required');
  return createMiddleware(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return c.json({ error: 'invalid_token' }, 401, { 'www-authenticate': 'Bearer' });

    const res = await fetch(introspectionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: match[1] }),
    });
    const info = res.ok ? await res.json() : { active: false };
    if (!info.active || !info.sub) return c.json({ error: 'invalid_token' }, 401);
    if (!String(info.scope ?? '').split(' ').includes('notion:export')) {
      return c.json({ error: 'insufficient_scope' }, 403);
    }

    c.set('authInfo', {
      token: match[1],
      clientId: info.client_id,
      scopes: String(info.scope).split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub },
    });
    await next();
  });
}
