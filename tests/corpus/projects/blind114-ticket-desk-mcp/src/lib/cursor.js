// Encodes and decodes opaque base64url JSON cursors.
'use strict';

// Tiny opaque-cursor helper. Originally written for list pagination; it is
// just base64url(JSON) so the client can't casually read it.
exports.encode = function encode(obj) {
  return Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
};

exports.decode = function decode(str) {
  if (!str) return null;
  try {
    return JSON.parse(Buffer.from(str, 'base64url').toString('utf8'));
  } catch (err) {
    return null;
  }
};
