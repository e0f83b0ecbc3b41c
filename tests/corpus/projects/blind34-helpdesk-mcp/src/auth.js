import { HELPDESK_API } from './config.js';

// bearer auth in front of /mcp. the helpdesk's own OAuth server issues the
// tokens; we ask it who the token belongs to and cache the answer a bit.
var cache = new Map();

function introspect(token, cb) {
  var hit = cache.get(token);
  if (hit && hit.until > Date.now()) return cb(null, hit.info);
  fetch(HELPDESK_API + '/oauth/introspect', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'token=' + encodeURIComponent(token),
  })
    .then(function (r) {
      return r.json();
    })
    .then(function (body) {
      if (!body.active) return cb(null, null);
      var info = {
        token: token,
        clientId: body.client_id,
        scopes: String(body.scope || '').split(' '),
        expiresAt: body.exp,
        extra: { userId: body.sub, email: body.email },
      };
      cache.set(token, { info: info, until: Date.now() + 30000 });
      cb(null, info);
    })
    .catch(cb);
}

export function requireAuth(req, res, next) {
  var m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization || '');
  if (!m) {
    res.set('WWW-Authenticate', 'Bearer');
    return res.status(401).json({ error: 'missing_token' });
  }
  introspect(m[1], function (err, info) {
    if (err) return res.status(502).json({ error: 'introspection_failed' });
    if (!info) return res.status(401).json({ error: 'invalid_token' });
    if (info.scopes.indexOf('helpdesk') === -1) return res.status(403).json({ error: 'insufficient_scope' });
    // the SDK hands req.auth to handlers as extra.authInfo
    req.auth = info;
    next();
  });
}
