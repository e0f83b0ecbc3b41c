// Express middleware that validates bearer tokens with the platform auth service and sets req.auth.

export function bearerAuth({ introspectUrl, audience }, requiredScope = 'releases:write') {
  const cache = new Map();

  async function introspect(token) {
    const hit = cache.get(token);
    if (hit && hit.expiresAt * 1000 > Date.now() + 5_000) return hit;
    const res = await fetch(introspectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, audience }),
      signal: AbortSignal.timeout(4_000),
    });
    if (!res.ok) return null;
    const data = await res.json();
    if (!data.active) return null;
    const info = {
      token,
      clientId: data.client_id,
      scopes: String(data.scope ?? '').split(' ').filter(Boolean),
      expiresAt: data.exp,
      extra: { userId: data.sub, team: data.team },
    };
    if (cache.size > 5_000) cache.clear();
    cache.set(token, info);
    return info;
  }

  return async (req, res, next) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) {
      res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'missing_token' });
      return;
    }
    try {
      const info = await introspect(match[1]);
      if (!info) {
        res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid_token' });
        return;
      }
      if (!info.scopes.includes(requiredScope)) {
        res.status(403).json({ error: 'insufficient_scope' });
        return;
      }
      req.auth = info;
      next();
    } catch (err) {
      next(err);
    }
  };
}
