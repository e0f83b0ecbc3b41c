// Express bearer middleware that checks the token with the session service and attaches the caller's auth info.
'use strict';

const JWKS_URL = process.env.JWKS_URL;

/**
 * Very small bearer check against the platform's session service. Sets
 * req.auth in the AuthInfo shape the MCP SDK expects.
 */
function bearer() {
  return async function bearerMiddleware(req, res, next) {
    const header = req.get('authorization') || '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) {
      res.set('WWW-Authenticate', 'Bearer');
      return res.status(401).json({ error: 'missing_token' });
    }
    try {
      const r = await fetch(`${process.env.SESSION_SERVICE_URL}/v1/sessions/current`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!r.ok) return res.status(401).json({ error: 'invalid_token' });
      const session = await r.json();
      req.auth = {
        token,
        clientId: session.clientId,
        scopes: session.scopes || [],
        expiresAt: Math.floor(new Date(session.expiresAt).getTime() / 1000),
        extra: { userId: session.userId, team: session.team, jwks: JWKS_URL },
      };
      return next();
    } catch (err) {
      return next(err);
    }
  };
}

module.exports = { bearer };
