// Produces a canonical JSON form of tool arguments and its SHA-256 digest.
'use strict';

var crypto = require('crypto');

function canonical(value) {
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  if (value && typeof value === 'object') {
    return '{' + Object.keys(value).sort().map(function (k) {
      return JSON.stringify(k) + ':' + canonical(value[k]);
    }).join(',') + '}';
  }
  return JSON.stringify(value === undefined ? null : value);
}

module.exports = function argsDigest(args) {
  return crypto.createHash('sha256').update(canonical(args || {})).digest('hex');
};
module.exports.canonical = canonical;
