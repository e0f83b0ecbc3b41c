// Canonical JSON serialisation and a SHA-256 digest of a tool name plus its call arguments.
'use strict';

const { createHash } = require('node:crypto');

function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** Digest of the exact arguments of a call; compared against the one sealed in the state. */
const argsDigest = (tool, args) => createHash('sha256').update(tool).update('\0').update(canonical(args)).digest('hex');

module.exports = { argsDigest, canonical };
