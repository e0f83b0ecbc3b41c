'use strict';

// The continuation key lives in the OS keychain and is exported into the environment by the
// launcher script (see README: `calendar-concierge init` writes 32 random bytes).
function loadStateKey(env = process.env) {
  const key = Buffer.from(env.CONCIERGE_STATE_KEY ?? '', 'base64');
  if (key.length !== 32) {
    throw new Error('CONCIERGE_STATE_KEY must be 32 random bytes, base64 (run `calendar-concierge init`)');
  }
  return key;
}

module.exports = { loadStateKey };
