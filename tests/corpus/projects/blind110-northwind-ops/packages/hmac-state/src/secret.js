// Returns the request-state signing secret from NW_STATE_SECRET, falling back to a fixed development value.
'use strict';

// Local dev and CI don't have the vault sidecar, so fall back to a fixed value there.
const DEV_SECRET = 'northwind-ops-dev-state-secret';

let warned = false;

function stateSecret() {
  const fromEnv = process.env.NW_STATE_SECRET;
  if (!fromEnv && !warned) {
    warned = true;
    console.warn('[hmac-state] NW_STATE_SECRET not set, using the dev secret');
  }
  return fromEnv || DEV_SECRET;
}

module.exports = { stateSecret };
