// Models Express (CommonJS) CSRF and download-link middleware that hash a salt or payload together with a secret held in the session, an option or a config object (sha1(salt + secret), createHash().update(secret)) and compare the result with ===.
'use strict';

const crypto = require('crypto');
const config = require('./config.json');

const SALT_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function sha1(text) {
  return crypto.createHash('sha1').update(text).digest('base64');
}

function makeSalt(length) {
  let salt = '';
  for (let i = 0; i < length; i++) salt += SALT_CHARS[crypto.randomInt(SALT_CHARS.length)];
  return salt;
}

function tokenize(salt, secret) {
  return salt + sha1(salt + secret);
}

function csrf(options = {}) {
  const saltLength = options.saltLength || 10;
  return function csrfMiddleware(req, res, next) {
    if (!req.session.csrfSecret) req.session.csrfSecret = crypto.randomBytes(18).toString('base64');
    res.locals.csrfToken = tokenize(makeSalt(saltLength), req.session.csrfSecret);
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const sent = req.body._csrf || req.get('x-csrf-token') || '';
    if (sent !== tokenize(sent.slice(0, saltLength), req.session.csrfSecret)) { // expect: no-timing-unsafe-compare
      return res.status(403).send('invalid csrf token');
    }
    next();
  };
}

function downloadGuard(options) {
  return function guard(req, res, next) {
    const proof = crypto.createHash('sha256').update(options.secret).update(req.path).update(String(req.query.exp)).digest('hex');
    if (req.query.proof === proof) return next(); // expect: no-timing-unsafe-compare
    res.sendStatus(403);
  };
}

function adminProof(req, res, next) {
  const expected = crypto.createHash('md5').update(`${req.query.ts}:${config.masterKey}`).digest('hex');
  if (expected !== req.query.proof) return res.sendStatus(403); // expect: no-timing-unsafe-compare
  next();
}

// Not secret: a checksum of the upload compared with the one the client computed over the same public bytes.
function checksumMatches(req) {
  return crypto.createHash('sha256').update(req.body).digest('hex') === req.get('x-content-sha256');
}

module.exports = { csrf, downloadGuard, adminProof, checksumMatches };
