// Bearer-token authentication against the OAuth introspection endpoint, with a short in-process cache.
import { createHash } from 'node:crypto';
import { settings } from './settings.js';

const cache = new Map();
const CACHE_LIMIT = 5_000;

const cacheKey = (token) => createHash('sha256').update(token).digest('base64url');

export async function introspect(token) {
  const key = cacheKey(token);
  const hit = cache.get(key);
  if (hit && hit.expiresAt * 1000 > Date.now()) return hit;

  const credentials = Buffer.from(`${settings.introspection.clientId}:${settings.introspection.clientSecret}`).toString('base64');
  const res = await fetch(settings.introspection.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${credentials}` },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) return null;
  const data = await res.json();
  if (!data.active || typeof data.exp !== 'number') return null;

  const info = {
    token,
    clientId: data.client_id,
    scopes: String(data.scope ?? '').split(' ').filter(Boolean),
    expiresAt: data.exp,
    extra: { userId: data.sub, orgId: data.org_id ?? null },
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value);
  cache.set(key, info);
  return info;
}

export async function bearerAuth(req, res, next) {
  const header = req.get('authorization') ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    res.set('WWW-Authenticate', 'Bearer realm="reports"').status(401).json({ error: 'unauthorized' });
    return;
  }
  try {
    const info = await introspect(token);
    if (!info || !info.scopes.includes('reports:export')) {
      res.set('WWW-Authenticate', 'Bearer error="insufficient_scope"').status(403).json({ error: 'forbidden' });
      return;
    }
    req.auth = info;
    next();
  } catch (err) {
    next(err);
  }
}
