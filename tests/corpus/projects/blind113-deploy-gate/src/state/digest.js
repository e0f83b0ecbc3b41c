// Canonical JSON serialisation and a SHA-256 digest of a tool name and its arguments.
'use strict';

const { createHash } = require('node:crypto');

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Digest of the tool arguments, so a confirmation only covers the exact call. */
function argsDigest(toolName, args) {
  return createHash('sha256').update(`${toolName}\n${canonical(args ?? {})}`).digest('base64url');
}

module.exports = { argsDigest, canonical };
