'use strict';

var crypto = require('crypto');

var secret = process.env.GITHUB_WEBHOOK_SECRET;
if (!secret) {
  throw new Error('GITHUB_WEBHOOK_SECRET is not set');
}

/**
 * The value GitHub sends in X-Hub-Signature-256 for this body.
 * @param {Buffer} rawBody
 * @returns {string}
 */
exports.compute = function compute(rawBody) {
  return 'sha256=' + crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
};
