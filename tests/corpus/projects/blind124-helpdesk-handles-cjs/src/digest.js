// Computes a stable SHA-256 digest of a tool name and its arguments.
'use strict';

const { createHash } = require('node:crypto');

function stable(value) {
  if (Array.isArray(value)) return '[' + value.map(stable).join(',') + ']';
  if (value !== null && typeof value === 'object') {
    return '{' + Object.keys(value).sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => JSON.stringify(k) + ':' + stable(value[k]))
      .join(',') + '}';
  }
  return JSON.stringify(value);
}

/** Fingerprint of the arguments a confirmation was given for. Not a secret. */
function argsDigest(toolName, args) {
  return createHash('sha256').update(toolName + '\n' + stable(args || {})).digest('hex');
}

module.exports = { argsDigest };
