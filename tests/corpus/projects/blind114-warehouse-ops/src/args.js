// Canonicalises tool arguments to JSON and hashes them with SHA-256.
'use strict';

var crypto = require('crypto');

function canonical(value) {
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  if (value && typeof value === 'object') {
    return '{' + Object.keys(value).sort().map(function (k) {
      return JSON.stringify(k) + ':' + canonical(value[k]);
    }).join(',') + '}';
  }
  return JSON.stringify(value);
}

// Fingerprint of the exact arguments, so a confirmation for "write off 3"
// can't be replayed as "write off 300".
exports.fingerprint = function fingerprint(args) {
  return crypto.createHash('sha256').update(canonical(args)).digest('hex');
};
