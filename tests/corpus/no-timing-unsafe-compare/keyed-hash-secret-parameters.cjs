// Models older CommonJS CSRF libraries: a token is a salt and a SHA-1 of the salt with the secret the caller keeps, the secret handed to the library as a parameter (a prototype method, a plain function, update() calls one by one), and the check compares with == or ===.
'use strict';

var crypto = require('crypto');

function Tokens(options) {
  this.saltLength = (options && options.saltLength) || 8;
}

Tokens.prototype.create = function create(secret) {
  return this.tokenize(crypto.randomBytes(this.saltLength).toString('hex'), secret);
};

Tokens.prototype.tokenize = function tokenize(salt, secret) {
  return salt + '-' + crypto.createHash('sha1').update(salt).update('-').update(secret).digest('base64');
};

Tokens.prototype.verify = function verify(secret, token) {
  if (!secret || typeof token !== 'string') return false;
  var salt = token.slice(0, token.indexOf('-'));
  return token == this.tokenize(salt, secret); // expect: no-timing-unsafe-compare
};

function checksum(text) {
  return crypto.createHash('sha1').update(text, 'utf8').digest('hex');
}

function formToken(salt, formSecret) {
  return salt + ':' + checksum(salt + formSecret);
}

function checkForm(req, formSecret) {
  var sent = String(req.body._csrf || req.headers['x-csrf-token'] || '');
  if (sent !== formToken(sent.split(':')[0], formSecret)) { // expect: no-timing-unsafe-compare
    return false;
  }
  return true;
}

// Not secret: a key hashed alone is its fingerprint (a key id), which names the key and is public.
function sameSigningKey(signingKey, header) {
  return crypto.createHash('sha256').update(signingKey).digest('hex').slice(0, 16) === header.kid;
}

// Not secret: a cache key and a public key are no keys to hash a secret with.
function freshEntry(cacheKey, version, etag) {
  return crypto.createHash('sha1').update(cacheKey + '@' + version).digest('hex') === etag;
}

function pinned(publicKey, host, pin) {
  return checksum(host + publicKey) === pin;
}

module.exports = { Tokens: Tokens, checkForm: checkForm, sameSigningKey: sameSigningKey, freshEntry: freshEntry, pinned: pinned };
