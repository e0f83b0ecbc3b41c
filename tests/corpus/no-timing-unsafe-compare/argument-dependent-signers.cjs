// Models a small CommonJS token library whose sign(input, key, method, kind) picks HMAC or RSA by a table and whose verify compares its result with ===; callers pass the key as an argument.
'use strict';

const crypto = require('crypto');

const ALGORITHMS = {
  HS256: { hash: 'sha256', kind: 'hmac' },
  HS512: { hash: 'sha512', kind: 'hmac' },
  RS256: { hash: 'RSA-SHA256', kind: 'sign' },
};

function escapeBase64(text) {
  return text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

function sign(input, key, method, kind) {
  let base64;
  if (kind === 'hmac') {
    base64 = crypto.createHmac(method, key).update(input).digest('base64');
  } else {
    base64 = crypto.createSign(method).update(input).sign(key, 'base64');
  }
  return escapeBase64(base64);
}

function verify(input, key, method, kind, signature) {
  if (kind === 'hmac') {
    return signature === sign(input, key, method, kind); // expect: no-timing-unsafe-compare
  }
  return crypto.createVerify(method).update(input).verify(key, signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function decode(token, key, algorithm) {
  const [head, body, signature] = token.split('.');
  const entry = ALGORITHMS[algorithm];
  if (entry === undefined) throw new Error(`unsupported ${algorithm}`);
  if (!verify(`${head}.${body}`, key, entry.hash, entry.kind, signature)) throw new Error('signature mismatch');
  return JSON.parse(Buffer.from(body, 'base64').toString('utf8'));
}

// A second helper: the digest algorithm comes in through an options object.
function digestFor(payload, secret, options = {}) {
  const algorithm = options.algorithm || 'sha1';
  const encoding = options.encoding || 'hex';
  return crypto.createHmac(algorithm, secret).update(payload).digest(encoding);
}

function checkDigest(payload, secret, received, options) {
  const mine = digestFor(payload, secret, options);
  if (mine !== received) { // expect: no-timing-unsafe-compare
    return false;
  }
  return true;
}

// Not secrets: the algorithm name and the number of parts of the token.
function isSupported(token) {
  const head = JSON.parse(Buffer.from(token.split('.')[0], 'base64').toString('utf8'));
  return token.split('.').length === 3 && head.alg === 'HS256';
}

module.exports = { sign, verify, decode, checkDigest, isSupported };
