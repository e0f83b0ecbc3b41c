// The CSRF token helpers of an Express app: a salt, and tokenize(salt, secret) that hashes the salt with the session's secret and escapes the base64 for URLs.
const crypto = require('crypto');

function escape(base64) {
  return base64.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function makeSalt(length) {
  return crypto.randomBytes(length).toString('hex').slice(0, length);
}

function tokenize(salt, secret) {
  return `${salt}-${escape(crypto.createHash('sha1').update(`${salt}-${secret}`).digest('base64'))}`;
}

module.exports = { makeSalt, tokenize, SALT_LENGTH: 8 };
