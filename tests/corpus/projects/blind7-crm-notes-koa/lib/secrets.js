'use strict';

const crypto = require('crypto');

const NAMESPACE = 'crm-notes/request-state/v2';

function loadStateKey(env) {
  const configured = env.CRM_STATE_KEY;
  if (configured) {
    const buf = Buffer.from(configured, 'base64');
    if (buf.length < 32) throw new Error('CRM_STATE_KEY must decode to at least 32 bytes');
    return buf;
  }
  if (env.NODE_ENV === 'production') {
    console.error('CRM_STATE_KEY not set; using derived key');
  }
  return crypto.createHash('sha256').update(NAMESPACE).digest();
}

module.exports = {
  stateKey: loadStateKey(process.env),
  crmBaseUrl: process.env.CRM_BASE_URL || 'https://crm.example.internal',
};
