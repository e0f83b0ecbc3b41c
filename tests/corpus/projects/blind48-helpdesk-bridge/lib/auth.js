'use strict';

var upstream = require('./upstream');

// The MCP bearer token *is* the agent's Zendesk OAuth token. We resolve it to a Zendesk
// user once and remember the answer for a few minutes.
var CACHE_MS = 3 * 60 * 1000;
var cache = new Map();

function bearerFrom(req) {
  var header = req.headers['authorization'] || '';
  var m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

/**
 * Node-style: callback(err, authInfo | null). Sets nothing on req; the caller does.
 */
function authenticate(req, callback) {
  var token = bearerFrom(req);
  if (!token) return callback(null, null);

  var hit = cache.get(token);
  if (hit && hit.cachedUntil > Date.now()) return callback(null, hit.info);

  upstream.whoAmI(token, function (err, body) {
    if (err && err.status === 401) return callback(null, null);
    if (err) return callback(err);
    if (!body || !body.user || body.user.role === 'end-user') return callback(null, null);

    var info = {
      token: token,
      clientId: 'zendesk',
      scopes: ['tickets:read', 'tickets:write'],
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      extra: { userId: String(body.user.id), email: body.user.email, name: body.user.name }
    };
    cache.set(token, { info: info, cachedUntil: Date.now() + CACHE_MS });
    callback(null, info);
  });
}

exports.authenticate = authenticate;
