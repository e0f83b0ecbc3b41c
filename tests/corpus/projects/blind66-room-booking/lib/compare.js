'use strict';

const { createHash, timingSafeEqual } = require('node:crypto');

// Compares MACs as the text the client sent. Decoding base64url first would also accept a
// last character that differs only in its unused bits.
function constantTimeEquals(given, expected) {
  const a = Buffer.from(String(given), 'utf8');
  const b = Buffer.from(String(expected), 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

// Not secret: a fingerprint of the tool call's arguments, signed inside the state.
const argsDigest = (args) => createHash('sha256').update(canonicalJson(args)).digest('base64url');

module.exports = { constantTimeEquals, canonicalJson, argsDigest };
