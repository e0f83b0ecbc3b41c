// Signing helpers of a CommonJS service, exported as one object.
const crypto = require('crypto');

const SIGNING_SECRET = process.env.SIGNING_SECRET;

function sign(payload) {
  return crypto.createHmac('sha256', SIGNING_SECRET).update(payload).digest('hex');
}

function fingerprint(payload) {
  return crypto.createHash('sha256').update(payload).digest('hex');
}

module.exports = { sign, fingerprint };
