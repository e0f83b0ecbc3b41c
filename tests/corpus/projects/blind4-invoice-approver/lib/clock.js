'use strict';

// Tiny time helpers so tests can stub the clock in one place.

let offsetMs = 0;

/** Milliseconds since the epoch, adjusted by any test offset. */
function now() {
  return Date.now() + offsetMs;
}

/** Whole seconds since the epoch (JWT-style NumericDate). */
function nowSeconds() {
  return Math.floor(now() / 1000);
}

/**
 * Absolute deadline `ms` milliseconds from now.
 * @param {number} ms
 */
function expiresIn(ms) {
  if (!Number.isFinite(ms) || ms <= 0) {
    throw new RangeError(`expiresIn expects a positive duration, got ${ms}`);
  }
  return now() + ms;
}

function formatDuration(ms) {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return `${m}m${String(s % 60).padStart(2, '0')}s`;
}

/** Test hook: pretend time moved forward. */
function advance(ms) {
  offsetMs += ms;
}

function reset() {
  offsetMs = 0;
}

module.exports = {
  now,
  nowSeconds,
  expiresIn,
  formatDuration,
  _test: { advance, reset },
};
