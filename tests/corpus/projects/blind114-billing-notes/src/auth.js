// Loads hashed API tokens from TOKENS_FILE and authenticates Bearer headers against them.
'use strict';

var crypto = require('crypto');

// Service-to-service calls from the finance portal carry an opaque API token.
// We keep only SHA-256 hashes of issued tokens in TOKENS_FILE (one "hash user
// client" per line), loaded once at startup.
var fs = require('fs');

var table = new Map();
var file = process.env.TOKENS_FILE || '/etc/billing-notes/tokens';
fs.readFileSync(file, 'utf8').split('\n').forEach(function (line) {
  var cols = line.trim().split(/\s+/);
  if (cols.length === 3) table.set(cols[0], { userId: cols[1], clientId: cols[2] });
});

exports.authenticate = function (header) {
  var m = /^Bearer ([A-Za-z0-9._~-]{20,})$/.exec(header || '');
  if (!m) return null;
  // lookup by hash: the map key is a digest, so there is no secret-dependent
  // string comparison here
  var hash = crypto.createHash('sha256').update(m[1]).digest('hex');
  var row = table.get(hash);
  if (!row) return null;
  return {
    token: m[1],
    clientId: row.clientId,
    scopes: ['billing:refund'],
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    extra: { userId: row.userId }
  };
};
