// Express middleware that validates bearer tokens through OAuth token introspection.
const axios = require('axios');
const { createHash } = require('node:crypto');
const config = require('../config');

const cache = new Map();
const CACHE_MS = 60 * 1000;

function cacheKey(token) {
  return createHash('sha256').update(token).digest('hex');
}

async function introspect(token) {
  const key = cacheKey(token);
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.info;

  const { data } = await axios.post(
    config.introspection.url,
    new URLSearchParams({ token, token_type_hint: 'access_token' }),
    {
      auth: { username: config.introspection.clientId, password: config.introspection.clientSecret },
      timeout: 5000,
    },
  );
  if (cache.size > 5000) cache.clear();
  cache.set(key, { info: data, until: Date.now() + CACHE_MS });
  return data;
}

async function bearerAuth(req, res, next) {
  const header = req.get('authorization') || '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) {
    res.set('www-authenticate', 'Bearer realm="ledgerline"');
    return res.status(401).json({ error: 'missing_token' });
  }
  try {
    const info = await introspect(match[1]);
    if (!info.active || !String(info.scope || '').split(' ').includes('recon')) {
      return res.status(403).json({ error: 'insufficient_scope' });
    }
    req.auth = {
      token: match[1],
      clientId: info.client_id,
      scopes: String(info.scope).split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub, orgId: info.org_id, role: info.role },
    };
    return next();
  } catch (err) {
    console.error('introspection failed', err.message);
    return res.status(503).json({ error: 'auth_unavailable' });
  }
}

module.exports = { bearerAuth };
