'use strict';

// Time helpers. Everything user-facing is in seconds; internal deadlines use ms.

const UNITS = { s: 1, m: 60, h: 3600, d: 86400 };

function nowSeconds() {
  return Math.floor(Date.now() / 1000);
}

function expiresAt(ttlSeconds) {
  return Date.now() + ttlSeconds * 1000;
}

function parseDuration(text) {
  const match = /^(\d+)\s*([smhd])$/.exec(String(text).trim());
  if (!match) throw new Error(`bad duration: ${text}`);
  return Number(match[1]) * UNITS[match[2]];
}

function olderThan(mtimeMs, days) {
  return Date.now() - mtimeMs > days * UNITS.d * 1000;
}

function formatAge(mtimeMs) {
  const seconds = Math.max(0, Math.round((Date.now() - mtimeMs) / 1000));
  if (seconds < UNITS.m) return `${seconds}s`;
  if (seconds < UNITS.h) return `${Math.round(seconds / UNITS.m)}m`;
  if (seconds < UNITS.d) return `${Math.round(seconds / UNITS.h)}h`;
  return `${Math.round(seconds / UNITS.d)}d`;
}

function deadline(ms) {
  const at = Date.now() + ms;
  return {
    remaining: () => Math.max(0, at - Date.now()),
    passed: () => Date.now() >= at,
  };
}

module.exports = { nowSeconds, expiresAt, parseDuration, olderThan, formatAge, deadline };
