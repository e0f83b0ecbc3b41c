// Express middleware that validates bearer tokens via the identity provider's introspection endpoint.
'use strict';

const { config } = require('../config');

const cache = new Map();
const CACHE_MS = 30 * 1000;

async function introspect(token) {
  const hit = cache.get(token);
  if (hit && hit.until > Date.now()) return hit.data;
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${config.introspectionClientAuth}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) throw new Error(`introspection returned ${res.status}`);
  const data = await res.json();
  cache.set(token, { data, until: Date.now() + CACHE_MS });
  return data;
}

function requireAgent(scope) {
  return async (req, res, next) => {
    const header = req.get('authorization') || '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'missing_token' });
    try {
      const data = await introspect(match[1]);
      const scopes = String(data.scope || '').split(' ');
      if (!data.active) return res.status(401).json({ error: 'invalid_token' });
      if (!scopes.includes(scope)) return res.status(403).json({ error: 'insufficient_scope' });
      req.auth = {
        token: match[1],
        clientId: data.client_id,
        scopes,
        expiresAt: data.exp,
        extra: { userId: data.sub, team: data.team },
      };
      return next();
    } catch (err) {
      return next(err);
    }
  };
}

module.exports = { requireAgent };
