'use strict';

/**
 * Compare two hex digests without bailing out on length first
 * (so a wrong-length key doesn't answer faster than a wrong key).
 */
function safeCompare(a, b) {
  const left = String(a);
  const right = String(b);
  const len = Math.max(left.length, right.length);
  for (let i = 0; i < len; i += 1) {
    if (left.charCodeAt(i) !== right.charCodeAt(i)) return false; // expect: no-timing-unsafe-compare
  }
  return true;
}

module.exports = { safeCompare };
