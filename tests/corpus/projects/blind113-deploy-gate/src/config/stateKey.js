// Loads and caches the request-state signing key from DEPLOY_GATE_STATE_KEY, refusing a missing or short key.
'use strict';

const MIN_KEY_BYTES = 32;
let cached;

/**
 * The signing key for round-trip state. Generate with:
 *   node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"
 * There is deliberately no default: a missing key is a deploy error.
 */
function getStateKey() {
  if (cached) return cached;
  const raw = process.env.DEPLOY_GATE_STATE_KEY;
  if (!raw) {
    throw new Error('DEPLOY_GATE_STATE_KEY is not set; refusing to run without a state signing key');
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`DEPLOY_GATE_STATE_KEY must decode to at least ${MIN_KEY_BYTES} bytes (got ${key.length})`);
  }
  cached = key;
  return cached;
}

module.exports = { getStateKey };
