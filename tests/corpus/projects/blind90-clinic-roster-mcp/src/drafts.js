// Server-side store for leave-request drafts; the client only ever holds the random draft id.
'use strict';

var crypto = require('crypto');

var DRAFT_TTL_MS = 10 * 60 * 1000;
var ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function DraftStore(db) {
  this.db = db;
}

DraftStore.prototype.create = function (staffId, tool, data) {
  var id = crypto.randomBytes(32).toString('base64url');
  var expiresAt = new Date(Date.now() + DRAFT_TTL_MS);
  return this.db.query(
    'INSERT INTO mcp_drafts (id, staff_id, tool, data, expires_at) VALUES (?, ?, ?, ?, ?)',
    [id, staffId, tool, JSON.stringify(data), expiresAt]
  ).then(function () {
    return id;
  });
};

// Reads a draft once: it must belong to this staff member and tool and still be fresh; it is deleted either way.
DraftStore.prototype.take = function (id, staffId, tool) {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return Promise.resolve(null);
  return this.db.transaction(function (q) {
    return q('SELECT staff_id, tool, data, expires_at FROM mcp_drafts WHERE id = ? FOR UPDATE', [id])
      .then(function (rows) {
        var row = rows[0];
        if (!row) return null;
        return q('DELETE FROM mcp_drafts WHERE id = ?', [id]).then(function () {
          var fresh = new Date(row.expires_at).getTime() > Date.now();
          if (!fresh || String(row.staff_id) !== staffId || row.tool !== tool) return null;
          return JSON.parse(row.data);
        });
      });
  });
};

DraftStore.prototype.purgeExpired = function () {
  return this.db.query('DELETE FROM mcp_drafts WHERE expires_at <= UTC_TIMESTAMP()');
};

module.exports = DraftStore;
