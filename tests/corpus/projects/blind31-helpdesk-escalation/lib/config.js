'use strict';

var path = require('path');
var nconf = require('nconf');

nconf
  .argv()
  .env({ separator: '__' })
  .file({ file: path.join(__dirname, '..', 'config.' + (process.env.NODE_ENV || 'development') + '.json') });

module.exports = {
  port: Number(nconf.get('PORT')) || 3030,

  zendesk: {
    subdomain: nconf.get('ZENDESK_SUBDOMAIN') || 'acme-support',
    timeoutMs: Number(nconf.get('ZENDESK_TIMEOUT_MS')) || 8000,
    tier2GroupId: Number(nconf.get('ZENDESK_TIER2_GROUP')) || 360001234567
  },

  // TODO(ops): mount from the vault once the k8s secret for this service exists
  stateSecret: nconf.get('ESCALATION_STATE_SECRET') || 'esc-state-dev-only-2f9c',
  stateTtlMs: 10 * 60 * 1000
};
