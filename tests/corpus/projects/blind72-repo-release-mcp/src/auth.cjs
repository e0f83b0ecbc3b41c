// Express middleware accepting GitHub user tokens; resolves the account once and caches it for a few minutes.
'use strict';

const crypto = require('crypto');
const GitHub = require('./github.cjs');

const CACHE_MS = 5 * 60 * 1000;
/** @type {Map<string, { id: number, login: string, scopes: string[], until: number }>} */
const cache = new Map();

function cacheKeyFor(token) {
  return crypto.createHash('sha256').update(token).digest('hex');
}

exports.bearerAuth = function bearerAuth(config) {
  return async function authenticate(req, res, next) {
    const match = /^Bearer ([A-Za-z0-9_.-]{20,255})$/.exec(req.get('authorization') || '');
    if (!match) {
      res.set('WWW-Authenticate', 'Bearer realm="github"');
      return res.status(401).json({ error: 'missing_token' });
    }
    const token = match[1];
    const key = cacheKeyFor(token);
    try {
      let account = cache.get(key);
      if (!account || account.until < Date.now()) {
        const me = await new GitHub(config, token).whoami();
        account = { ...me, until: Date.now() + CACHE_MS };
        cache.set(key, account);
      }
      req.auth = {
        token,
        clientId: 'github',
        scopes: account.scopes,
        expiresAt: Math.floor(account.until / 1000),
        extra: { userId: String(account.id), login: account.login },
      };
      next();
    } catch (err) {
      cache.delete(key);
      res.status(401).json({ error: 'invalid_token', detail: err.message });
    }
  };
};

exports.forget = function forget(token) {
  cache.delete(cacheKeyFor(token));
};
