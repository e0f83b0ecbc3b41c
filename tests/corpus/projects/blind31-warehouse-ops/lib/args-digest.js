'use strict';

var crypto = require('crypto');
var _ = require('lodash');

/** JSON with object keys sorted, so {a,b} and {b,a} digest the same. */
function canonical(value) {
  if (_.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  if (_.isPlainObject(value)) {
    return '{' + _.sortBy(_.keys(value)).map(function (k) {
      return JSON.stringify(k) + ':' + canonical(value[k]);
    }).join(',') + '}';
  }
  return JSON.stringify(value === undefined ? null : value);
}

/**
 * Digest of a tool call's arguments. Not a secret: it goes inside the signed state
 * so a confirmation only ever applies to the exact call it was given for.
 */
exports.digestArgs = function digestArgs(args) {
  return crypto.createHash('sha256').update(canonical(args || {})).digest('hex');
};
