// Configuration for infra-rollout: data directory, state secret, TTL and environments.
'use strict';

const path = require('node:path');

module.exports = {
  dataDir: process.env.ROLLOUT_DATA_DIR || path.join(__dirname, '..', 'data'),
  // HMAC key for round-trip state. Set in prod via the deploy pipeline.
  stateSecret: process.env.ROLLOUT_STATE_SECRET || 'infra-rollout-dev-state-secret',
  stateTtlMs: 5 * 60 * 1000,
  environments: ['staging', 'canary', 'production'],
};
