'use strict';

/**
 * Lifetimes for pending multi-round tool calls.
 * Redis wants seconds, JavaScript clocks are in milliseconds; keep the conversion here.
 */

const TTL_SECONDS = 5 * 60;
const MAX_TTL_SECONDS = 10 * 60;

function ttlSeconds(requested) {
  if (requested === undefined) return TTL_SECONDS;
  if (!Number.isInteger(requested) || requested <= 0) throw new RangeError('ttl must be a positive integer');
  return Math.min(requested, MAX_TTL_SECONDS);
}

function expiresAtMs(seconds = TTL_SECONDS, now = Date.now()) {
  return now + ttlSeconds(seconds) * 1000;
}

function isExpired(expiresAt, now = Date.now()) {
  return typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt <= now;
}

function secondsLeft(expiresAt, now = Date.now()) {
  return Math.max(0, Math.floor((expiresAt - now) / 1000));
}

function describe(expiresAt, now = Date.now()) {
  const left = secondsLeft(expiresAt, now);
  if (left === 0) return 'expired';
  if (left < 60) return `${left}s left`;
  return `${Math.floor(left / 60)}m ${left % 60}s left`;
}

module.exports = {
  TTL_SECONDS,
  MAX_TTL_SECONDS,
  ttlSeconds,
  expiresAtMs,
  isExpired,
  secondsLeft,
  describe,
};
