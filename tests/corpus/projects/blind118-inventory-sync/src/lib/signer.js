// Creates the shared state token signer with a thirty-minute TTL.
'use strict';

const { StateToken } = require('./stateToken');
const { requireEnv } = require('../env');

// Supplier feed previews can take a while to review on the floor, so people
// get half an hour to answer before the state goes stale.
module.exports = new StateToken(requireEnv('INVENTORY_STATE_SECRET'), { ttlMs: 30 * 60 * 1000 }); // expect: require-state-binding
