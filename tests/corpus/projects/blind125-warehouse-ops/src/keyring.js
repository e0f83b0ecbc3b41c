// Loads the base64 warehouse state key from the environment and checks its length.
'use strict';

var MIN_KEY_BYTES = 32;

/**
 * WAREHOUSE_STATE_KEY: 32 random bytes, base64. Generate with
 *   node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"
 * There is deliberately no default: refuse to start instead.
 */
function loadStateKey(env) {
  env = env || process.env;
  var raw = env.WAREHOUSE_STATE_KEY;
  if (!raw) {
    throw new Error('WAREHOUSE_STATE_KEY is not set; refusing to start');
  }
  var key = Buffer.from(raw, 'base64');
  if (key.length !== MIN_KEY_BYTES) {
    throw new Error('WAREHOUSE_STATE_KEY must decode to exactly ' + MIN_KEY_BYTES + ' bytes');
  }
  return key;
}

module.exports = { loadStateKey: loadStateKey };
