'use strict';

/**
 * Compare two strings without bailing out at the first difference.
 * Lengths are not secret here (all our MACs are 43 base64url chars), so an early
 * length check is fine.
 */
function constantTimeEquals(a, b) {
  a = String(a);
  b = String(b);
  if (a.length !== b.length) return false;
  var diff = 0;
  for (var i = 0; i < a.length; i++) {
    diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  }
  return diff === 0;
}

module.exports = constantTimeEquals;
