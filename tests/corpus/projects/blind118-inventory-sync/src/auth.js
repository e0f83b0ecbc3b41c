// Express middleware that validates bearer tokens against the IdP userinfo endpoint, with caching.
'use strict';

const { requireEnv } = require('./env');

const IDP_USERINFO = requireEnv('IDP_USERINFO_URL');
const cache = new Map();

async function bearer(req, res, next) {
  const header = req.get('authorization') || '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) return res.status(401).set('WWW-Authenticate', 'Bearer').end();
  const token = match[1];

  let entry = cache.get(token);
  if (!entry || entry.expiresAt * 1000 < Date.now()) {
    const r = await fetch(IDP_USERINFO, { headers: { authorization: `Bearer ${token}` } });
    if (!r.ok) return res.status(401).end();
    const info = await r.json();
    entry = {
      token,
      clientId: info.azp,
      scopes: (info.scope || '').split(' '),
      expiresAt: info.exp,
      extra: { userId: info.sub, warehouses: info.warehouses || [] },
    };
    cache.set(token, entry);
  }
  req.auth = entry;
  next();
}

module.exports = { bearer };
