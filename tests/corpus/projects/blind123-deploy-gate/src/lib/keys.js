// Loads and checks the hex-encoded state key from DEPLOY_STATE_KEY.
'use strict';

/**
 * The state key is a hex string in DEPLOY_STATE_KEY (openssl rand -hex 32).
 * Refuse to start without one: a missing key must never fall back to something.
 */
function loadStateKey(env = process.env) {
  const hex = env.DEPLOY_STATE_KEY;
  if (!hex) {
    throw new Error('DEPLOY_STATE_KEY is not set; generate one with `openssl rand -hex 32`');
  }
  const key = Buffer.from(hex, 'hex');
  if (key.length < 32) {
    throw new Error(`DEPLOY_STATE_KEY must be at least 32 bytes, got ${key.length}`);
  }
  return key;
}

module.exports = { loadStateKey };
