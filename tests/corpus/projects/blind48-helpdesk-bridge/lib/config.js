'use strict';

// All settings come from the environment (see deploy/helpdesk-bridge.env in the ops repo).

function int(name, fallback) {
  var raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  var n = parseInt(raw, 10);
  if (isNaN(n)) throw new Error(name + ' must be a number, got ' + JSON.stringify(raw));
  return n;
}

exports.port = int('PORT', 3044);
exports.host = process.env.HOST || '127.0.0.1';

exports.zendesk = {
  subdomain: process.env.ZENDESK_SUBDOMAIN || 'acme',
  // requests are made with the caller's own OAuth token; this is only used for the health check
  healthEmail: process.env.ZENDESK_HEALTH_EMAIL
};

exports.pagerduty = {
  apiBase: process.env.PAGERDUTY_API_BASE || 'https://api.pagerduty.com',
  fromEmail: process.env.PAGERDUTY_FROM || 'helpdesk-bridge@acme.example'
};

// Signs the requestState we hand back to MCP clients between rounds.
exports.stateSecret = process.env.HELPDESK_STATE_SECRET || 'helpdesk-bridge-dev-state-secret';

// How long a pending confirmation / escalation stays valid.
exports.stateTtlMs = int('HELPDESK_STATE_TTL_MS', 5 * 60 * 1000);
