'use strict';
const { createHmac, timingSafeEqual } = require('node:crypto');

// CI posts "release built" events signed with a shared secret (X-CI-Signature: hex HMAC-SHA256).
function verifyCiSignature(rawBody, header) {
  const expected = createHmac('sha256', process.env.CI_WEBHOOK_SECRET).update(rawBody).digest();
  const given = Buffer.from(String(header || ''), 'hex');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}

module.exports = { verifyCiSignature };
