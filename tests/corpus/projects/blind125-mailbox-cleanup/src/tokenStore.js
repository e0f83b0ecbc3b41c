// File-backed store of per-user Google OAuth grants.
'use strict';

var fs = require('fs');
var path = require('path');
var util = require('util');

var STORE_FILE = process.env.MAILBOX_TOKENS || path.join(__dirname, '..', 'data', 'grants.json');

var readFile = util.promisify(fs.readFile);
var writeFile = util.promisify(fs.writeFile);

module.exports = {
  _load: function () {
    return readFile(STORE_FILE, 'utf8').then(JSON.parse, function (err) {
      if (err.code === 'ENOENT') return {};
      throw err;
    });
  },

  /** Resolves to { accessToken, refreshToken, expiresAt } or null. */
  grantFor: function (userId) {
    return this._load().then(function (all) {
      return all[userId] || null;
    });
  },

  saveGrant: function (userId, grant) {
    var self = this;
    return self._load().then(function (all) {
      all[userId] = grant;
      return writeFile(STORE_FILE, JSON.stringify(all, null, 2), { mode: 384 });
    });
  }
};
