// Express bearer middleware that checks tokens by introspection, plus a helper that reads the calling user.
'use strict';

const INTROSPECT_URL = process.env.OAUTH_INTROSPECTION_URL;

/** Express middleware: resolves the bearer token to req.auth (AuthInfo shape). */
function bearerAuth(requiredScope) {
  return async function (req, res, next) {
    const header = req.headers.authorization || '';
    if (!header.startsWith('Bearer ')) {
      res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: 'missing_token' });
      return;
    }
    const token = header.slice('Bearer '.length).trim();
    try {
      const r = await fetch(INTROSPECT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = await r.json();
      const scopes = (info.scope || '').split(' ');
      if (info.active !== true || !scopes.includes(requiredScope)) {
        res.status(403).json({ error: 'insufficient_scope' });
        return;
      }
      req.auth = { token, clientId: info.client_id, scopes, expiresAt: info.exp, extra: { userId: info.sub } };
      next();
    } catch (err) {
      next(err);
    }
  };
}

function userFrom(extra) {
  const id = extra && extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!id) throw new Error('unauthenticated request reached a tool handler');
  return { id };
}

module.exports = { bearerAuth, userFrom };
