'use strict';

var crypto = require('crypto');

/**
 * Compares two strings in time that depends only on their length.
 * Different lengths (or non-strings) are simply unequal; lengths of MACs are public.
 *
 * @param {string} a
 * @param {string} b
 * @returns {boolean}
 */
function constantTimeEquals(a, b) {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  var left = Buffer.from(a, 'utf8');
  var right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return crypto.timingSafeEqual(left, right);
}

exports.constantTimeEquals = constantTimeEquals;
