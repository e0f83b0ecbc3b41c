// Hono middleware that checks bearer tokens with the FieldWater identity service.
export function bearerAuth(cfg) {
  const cache = new Map();

  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    if (!match) {
      return c.json({ error: 'unauthorized' }, 401, { 'www-authenticate': 'Bearer realm="fieldwater"' });
    }
    const token = match[1];
    const cached = cache.get(token);
    if (cached && cached.expiresAt > Date.now()) {
      c.set('user', cached.user);
      return next();
    }
    const res = await fetch(`${cfg.identityUrl}/oauth2/userinfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status === 401) return c.json({ error: 'invalid_token' }, 401);
    if (!res.ok) return c.json({ error: 'identity_unavailable' }, 503);
    const info = await res.json();
    const user = { id: info.sub, name: info.name ?? info.sub, farmRole: info.farm_role ?? 'viewer' };
    cache.set(token, { user, expiresAt: Date.now() + 60_000 });
    if (cache.size > 5000) cache.delete(cache.keys().next().value);
    c.set('user', user);
    return next();
  };
}
