'use strict';

/**
 * Compare two signature strings. Length is checked first so we never
 * index past the end of the shorter one.
 */
function safeEqual(a, b) {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false; // expect: no-timing-unsafe-compare
  }
  return true;
}

module.exports = { safeEqual };
