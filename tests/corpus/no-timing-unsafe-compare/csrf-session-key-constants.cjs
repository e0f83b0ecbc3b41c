// Models a CommonJS CSRF module that names its session and form fields with exported constants, one built from another (exports.SECRET_FIELD = exports.FIELD + 'Secret'), and checks a posted token against a SHA-1 of its salt and the session's secret with ===.
'use strict';

var crypto = require('crypto');

exports.FIELD = '_csrf';
exports.SECRET_FIELD = exports.FIELD + 'Secret';
exports.THEME_FIELD = 'ui' + 'Theme';
exports.SALT_LENGTH = 8;

function digest(salt, value) {
  return salt + crypto.createHash('sha1').update(salt + value).digest('hex');
}

exports.secretOf = function (req) {
  return req.session[exports.SECRET_FIELD] || (req.session[exports.SECRET_FIELD] = crypto.randomBytes(16).toString('hex'));
};

exports.tokenFor = function (req) {
  return digest(crypto.randomBytes(4).toString('hex'), exports.secretOf(req));
};

exports.check = function (req) {
  var sent = String((req.body && req.body[exports.FIELD]) || req.headers['x-csrf-token'] || '');
  return sent === digest(sent.slice(0, exports.SALT_LENGTH), req.session[exports.SECRET_FIELD]); // expect: no-timing-unsafe-compare
};

// Not secret: a theme kept in the session under a constant built the same way, against the one the form posts.
exports.sameTheme = function (req) {
  return req.body.theme === req.session[exports.THEME_FIELD];
};
