// Express middleware: resolves the caller's ForgeHub personal access token to a forge user.
const { LRUCache } = require('lru-cache');
const crypto = require('node:crypto');
const config = require('./config');
const { asUser } = require('./forgeClient');

const known = new LRUCache({ max: 5000, ttl: config.userCacheTtlMs });

function tokenKey(token) {
  return crypto.createHash('sha256').update(token).digest('hex');
}

async function authenticate(req, res, next) {
  const header = req.get('authorization') || '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) {
    res.set('WWW-Authenticate', 'Bearer realm="forgehub-mcp"');
    return res.status(401).json({ error: 'missing bearer token' });
  }
  const token = match[1];
  const cacheKey = tokenKey(token);
  let profile = known.get(cacheKey);
  if (!profile) {
    try {
      profile = await asUser({ id: 'probe', token }).currentUser();
    } catch (err) {
      const status = err.response && err.response.status === 401 ? 401 : 502;
      return res.status(status).json({ error: status === 401 ? 'invalid token' : 'forge unavailable' });
    }
    known.set(cacheKey, profile);
  }
  req.user = { id: String(profile.id), login: profile.login, isAdmin: Boolean(profile.site_admin), token };
  return next();
}

module.exports = { authenticate };
