// Bearer-token middleware: checks access tokens with the SSO introspection endpoint (RFC 7662).
'use strict';

const https = require('https');
const util = require('util');

/**
 * @param {{ url: string, clientId: string, clientSecret: string }} settings
 * @param {string} token
 * @param {(err: Error | null, claims?: any) => void} callback
 */
function introspect(settings, token, callback) {
  const url = new URL(settings.url);
  const body = new URLSearchParams({ token, token_type_hint: 'access_token' }).toString();
  const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
  const req = https.request({
    method: 'POST',
    hostname: url.hostname,
    port: url.port || 443,
    path: url.pathname,
    timeout: 5000,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body),
      authorization: `Basic ${basic}`,
    },
  }, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => {
      if (res.statusCode !== 200) return callback(new Error(`introspection returned ${res.statusCode}`));
      try {
        callback(null, JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (err) {
        callback(err);
      }
    });
  });
  req.on('timeout', () => req.destroy(new Error('introspection timed out')));
  req.on('error', callback);
  req.end(body);
}

const introspectAsync = util.promisify(introspect);

/** @param {any} config */
function bearerAuth(config) {
  return async function authenticate(req, res, next) {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') || '');
    if (!match) {
      res.set('WWW-Authenticate', 'Bearer realm="dispatch"');
      return res.status(401).json({ error: 'missing_token' });
    }
    try {
      const claims = await introspectAsync(config.introspection, match[1]);
      if (!claims.active) return res.status(401).json({ error: 'invalid_token' });
      const scopes = String(claims.scope || '').split(' ').filter(Boolean);
      if (!scopes.includes('dispatch')) return res.status(403).json({ error: 'insufficient_scope' });
      req.auth = {
        token: match[1],
        clientId: claims.client_id,
        scopes,
        expiresAt: claims.exp,
        extra: { userId: claims.sub, depots: Array.isArray(claims.depots) ? claims.depots : [] },
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}

module.exports = { bearerAuth, introspect };
