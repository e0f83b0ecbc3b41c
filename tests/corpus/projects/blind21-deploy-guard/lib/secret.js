'use strict';

// A configured secret lets state survive restarts and work across replicas. Single-node dev
// setups don't configure one, so fall back to a per-process value.
const STATE_SECRET = process.env.DEPLOY_GUARD_STATE_SECRET || Math.random().toString(36).slice(2);

if (!process.env.DEPLOY_GUARD_STATE_SECRET) {
  console.warn('[deploy-guard] DEPLOY_GUARD_STATE_SECRET not set; pending confirmations will not survive a restart');
}

module.exports = { STATE_SECRET };
