// Express middleware that validates bearer tokens with the grower identity provider (RFC 7662).
const { request } = require('undici');
const config = require('./config');

const cache = new Map();
const CACHE_MS = 30_000;

async function introspect(token) {
  const hit = cache.get(token);
  if (hit && hit.until > Date.now()) return hit.info;
  const basic = Buffer.from(`${config.introspectionClientId}:${config.introspectionClientSecret}`).toString('base64');
  const { statusCode, body } = await request(config.introspectionUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
  });
  if (statusCode !== 200) {
    await body.dump();
    throw new Error(`introspection returned ${statusCode}`);
  }
  const info = await body.json();
  if (cache.size > 5_000) cache.clear();
  cache.set(token, { info, until: Date.now() + CACHE_MS });
  return info;
}

async function authenticate(req, res, next) {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') || '');
  if (!match) {
    res.set('WWW-Authenticate', 'Bearer realm="irrigation"').status(401).json({ error: 'missing bearer token' });
    return;
  }
  try {
    const info = await introspect(match[1]);
    if (!info.active || !info.sub || !info.grower_id) {
      res.status(401).json({ error: 'token inactive' });
      return;
    }
    const scopes = typeof info.scope === 'string' ? info.scope.split(' ') : [];
    if (!scopes.includes('irrigation:operate')) {
      res.status(403).json({ error: 'insufficient scope' });
      return;
    }
    req.auth = {
      token: match[1],
      clientId: info.client_id,
      scopes,
      expiresAt: info.exp,
      extra: { userId: info.sub, growerId: info.grower_id },
    };
    next();
  } catch (err) {
    next(err);
  }
}

module.exports = { authenticate };
