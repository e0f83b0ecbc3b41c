// Models a shared CommonJS signature helper module: some helpers guard lengths before timingSafeEqual, one checks too late, one is a hand-rolled constant-time loop.
'use strict';

const crypto = require('crypto');

function hmacHex(secret, data) {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

function hmacBuffer(secret, data) {
  return crypto.createHmac('sha256', secret).update(data).digest();
}

// Constant-time comparison of two strings of equal length.
function constantTimeEqual(a, b) {
  if (typeof a !== 'string' || typeof b !== 'string') {
    return false;
  }
  if (a.length !== b.length) {
    return false;
  }
  let diff = 0;
  for (let i = 0; i < a.length; i++) {
    diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  }
  return diff === 0;
}

function verifyHex(secret, data, signature) {
  return constantTimeEqual(hmacHex(secret, data), signature);
}

function verifyBase64(secret, data, signature) {
  const expected = hmacBuffer(secret, data);
  const provided = Buffer.from(signature, 'base64');
  if (provided.length === expected.length) {
    return crypto.timingSafeEqual(provided, expected);
  }
  return false;
}

function verifyRaw(secret, data, signature) {
  const expected = hmacBuffer(secret, data);
  return crypto.timingSafeEqual(signature, expected) && signature.length === expected.length; // expect: no-timing-unsafe-compare
}

function verifyPrefixed(secret, data, header, prefix = 'sha256=') {
  if (typeof header !== 'string' || header.indexOf(prefix) !== 0) {
    return false;
  }
  const expected = Buffer.from(prefix + hmacHex(secret, data));
  const provided = Buffer.from(header);
  return provided.length === expected.length && crypto.timingSafeEqual(provided, expected);
}

function pickAlgorithm(header) {
  if (header.startsWith('sha1=')) return 'sha1';
  if (header.startsWith('sha256=')) return 'sha256';
  return header.split('=')[0] === 'sha512' ? 'sha512' : null;
}

module.exports = {
  hmacHex,
  hmacBuffer,
  constantTimeEqual,
  verifyHex,
  verifyBase64,
  verifyRaw,
  verifyPrefixed,
  pickAlgorithm,
};
