'use strict';

var crypto = require('crypto');

/**
 * Personal API tokens for warehouse leads. We only store SHA-256 of each token, so the
 * lookup is by digest; the SDK's HTTP transport passes req.auth on as extra.authInfo.
 *
 * @param {{ query: function(string, Array): Promise<Array<object>> }} db
 */
module.exports = function apiToken(db) {
  return function (req, res, next) {
    var match = /^Bearer ([A-Za-z0-9._~-]{20,200})$/.exec(req.get('authorization') || '');
    if (!match) {
      res.set('WWW-Authenticate', 'Bearer realm="warehouse-ops"');
      return res.status(401).json({ error: 'missing or malformed token' });
    }

    var digest = crypto.createHash('sha256').update(match[1]).digest('hex');
    db.query(
      'SELECT user_id, site_id, scopes, expires_at FROM api_tokens WHERE token_sha256 = ? AND revoked_at IS NULL',
      [digest]
    )
      .then(function (rows) {
        var row = rows[0];
        if (!row || (row.expires_at && row.expires_at < new Date())) {
          return res.status(401).json({ error: 'invalid token' });
        }
        req.auth = {
          token: match[1],
          clientId: 'wms-personal-token',
          scopes: String(row.scopes || '').split(' '),
          extra: { userId: 'u' + row.user_id, siteId: row.site_id }
        };
        next();
      })
      .catch(next);
  };
};
