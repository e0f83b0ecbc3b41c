// src/auth.js — bearer verifier: API tokens are looked up by their SHA-256 hash, never stored in clear
'use strict';

var crypto = require('crypto');
var db = require('./db');

exports.verifier = {
  verifyAccessToken: function (token) {
    var hash = crypto.createHash('sha256').update(token, 'utf8').digest('hex');
    return db.tokenByHash(hash).then(function (row) {
      if (!row) throw Object.assign(new Error('Unknown token'), { name: 'InvalidTokenError' });
      var expiresAt = Math.floor(new Date(row.expires_at).getTime() / 1000);
      if (expiresAt * 1000 < Date.now()) throw Object.assign(new Error('Token expired'), { name: 'InvalidTokenError' });
      return {
        token: token,
        clientId: row.client_name,
        scopes: String(row.scopes || '').split(/\s+/).filter(Boolean),
        expiresAt: expiresAt,
        extra: { userId: row.user_id, warehouseId: row.warehouse_id, tokenId: row.id }
      };
    });
  }
};
