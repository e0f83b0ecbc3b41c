// Small comparison helpers shared by the refund state code.
'use strict';

function equals(a, b) {
  return String(a) === String(b);
}

function sameShape(a, b) {
  return typeof a === typeof b && String(a).length === String(b).length;
}

module.exports = { equals, sameShape };
