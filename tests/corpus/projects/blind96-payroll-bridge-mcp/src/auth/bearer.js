// Express middleware that introspects the caller's bearer token and attaches AuthInfo to req.auth.
import { config } from '../config.js';

const basic = Buffer.from(`${config.oidc.clientId}:${config.oidc.clientSecret}`).toString('base64');
const cache = new Map();

async function introspect(token) {
  const hit = cache.get(token);
  if (hit && hit.expiresAt * 1000 > Date.now() + 5_000) return hit;

  const res = await fetch(config.oidc.introspectionUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) throw new Error(`introspection returned ${res.status}`);
  const data = await res.json();
  if (!data.active) return null;

  const info = {
    token,
    clientId: data.client_id,
    scopes: (data.scope || '').split(' ').filter(Boolean),
    expiresAt: data.exp,
    extra: { userId: data.sub, tenantId: data.tenant, roles: data.roles || [] },
  };
  if (cache.size > 5_000) cache.clear();
  cache.set(token, info);
  return info;
}

export async function requireBearer(req, res, next) {
  const header = req.get('authorization') || '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) {
    res.set('WWW-Authenticate', 'Bearer realm="payroll-bridge"').status(401).json({ error: 'missing_token' });
    return;
  }
  try {
    const info = await introspect(match[1]);
    if (!info) {
      res.status(401).json({ error: 'invalid_token' });
      return;
    }
    if (!info.scopes.includes(config.oidc.requiredScope)) {
      res.status(403).json({ error: 'insufficient_scope' });
      return;
    }
    req.auth = info;
    next();
  } catch (err) {
    next(err);
  }
}
