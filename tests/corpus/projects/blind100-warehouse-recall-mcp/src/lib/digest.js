// Canonical JSON and SHA-256 digests of tool arguments, used to bind confirmations to a call.
'use strict';

const crypto = require('node:crypto');

function canonical(value) {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * @param {string} tool
 * @param {unknown} args
 * @returns {string}
 */
function argsDigest(tool, args) {
  return crypto.createHash('sha256').update(`${tool}\n${canonical(args)}`).digest('base64url');
}

module.exports = { canonical, argsDigest };
