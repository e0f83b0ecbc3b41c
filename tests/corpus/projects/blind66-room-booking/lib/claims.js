'use strict';

const { argsDigest } = require('./compare');

/**
 * Every state format decodes to { sub, tool, args, exp (ms), data }. This is where a decoded,
 * signature-checked state is compared with the call it came back on.
 */
function checkClaims(claims, binding) {
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= Date.now()) return { ok: false, reason: 'expired' };
  if (claims.sub !== binding.userId) return { ok: false, reason: 'user' };
  if (claims.tool !== binding.tool) return { ok: false, reason: 'tool' };
  const wanted = binding.args === undefined ? null : argsDigest(binding.args);
  if ((claims.args ?? null) !== wanted) return { ok: false, reason: 'args' };
  return { ok: true, state: claims.data };
}

module.exports = { checkClaims };
