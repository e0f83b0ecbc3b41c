'use strict';

const crypto = require('node:crypto');
const config = require('../config');
const { safeCompare } = require('../util/safe-compare');

if (!config.apiKeyPepper || Buffer.byteLength(config.apiKeyPepper) < 32) {
  throw new Error('API_KEY_PEPPER must be set to at least 32 bytes');
}

const KEY_RE = /^crm_(live|test)_([a-z0-9]{12})\.([0-9a-f]{64})$/;

/**
 * Stateless API keys: crm_<mode>_<accountId>.<hex HMAC(mode:accountId)>.
 * Returns the principal or null.
 */
function authenticateApiKey(header) {
  const match = KEY_RE.exec(header || '');
  if (!match) return null;
  const [, mode, accountId, mac] = match;
  const expected = crypto.createHmac('sha256', config.apiKeyPepper).update(`${mode}:${accountId}`).digest('hex');
  if (!safeCompare(expected, mac)) return null;
  return { accountId, mode, subject: `acct:${accountId}` };
}

module.exports = { authenticateApiKey };
