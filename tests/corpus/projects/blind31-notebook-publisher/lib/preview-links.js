'use strict';

var crypto = require('crypto');
var secrets = require('./secrets');

// editors pass previews around to reviewers for a day or two
var PREVIEW_TTL_MS = 48 * 60 * 60 * 1000;
var SIG_RE = /^[0-9a-f]{64}$/;

function mac(postId, expires) {
  return crypto.createHmac('sha256', secrets.previewKey).update(postId + '\n' + expires).digest('hex');
}

/**
 * @param {string} baseUrl
 * @param {string} postId
 * @returns {string} a link that shows the draft without a login until it expires
 */
exports.create = function create(baseUrl, postId) {
  var expires = Date.now() + PREVIEW_TTL_MS;
  return baseUrl + '/preview/' + encodeURIComponent(postId) + '?expires=' + expires + '&sig=' + mac(postId, expires);
};

/**
 * @returns {boolean}
 */
exports.check = function check(postId, expires, sig) {
  var exp = Number(expires);
  if (!Number.isSafeInteger(exp) || exp < Date.now()) return false;
  if (typeof sig !== 'string' || !SIG_RE.test(sig)) return false;
  // both sides are 32 bytes once hex-decoded (the pattern above pins the length)
  return crypto.timingSafeEqual(Buffer.from(mac(postId, exp), 'hex'), Buffer.from(sig, 'hex'));
};
