'use strict';

const { sealV3, openV3 } = require('./envelope');
const { sealV2, openV2 } = require('./legacy');

// Rollback switch for the 2.x rollout: ROOMS_STATE_FORMAT=v2 makes this release mint what 1.x
// can read. Both formats are always accepted on the way back in.
const FORMAT = process.env.ROOMS_STATE_FORMAT === 'v2' ? 'v2' : 'v3';

function sealRoundState(data, binding) {
  return FORMAT === 'v2' ? sealV2(data, binding) : sealV3(data, binding);
}

/**
 * Opens state of either format. Whatever the client sent, the next round is sealed by
 * sealRoundState on the current format, which is how v2 conversations move off the legacy key.
 */
function openRoundState(token, binding) {
  if (typeof token !== 'string' || token.length > 4096) return { ok: false, reason: 'malformed' };
  if (token.startsWith('v3.')) return openV3(token, binding);
  if (token.startsWith('v2.')) return openV2(token, binding);
  return { ok: false, reason: 'malformed' };
}

module.exports = { sealRoundState, openRoundState };
