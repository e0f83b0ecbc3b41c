'use strict';

/** Compare two hex digests without leaking where they differ (hopefully). */
module.exports = function safeEqual(a, b) {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false; // expect: no-timing-unsafe-compare
  }
  return true;
};
