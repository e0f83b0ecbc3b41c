'use strict';

var util = require('util');
var zlib = require('zlib');

var deflate = util.promisify(zlib.deflateRaw);
var inflate = util.promisify(zlib.inflateRaw);

/*
 * Drafts can be long (a pasted meeting transcript), so the in-progress draft is
 * compressed before it rides along as requestState between the form rounds.
 */
function DraftCodec() {}

DraftCodec.prototype.pack = function (draft) {
  return deflate(Buffer.from(JSON.stringify(draft), 'utf8')).then(function (buf) {
    return 'd1:' + buf.toString('base64');
  });
};

DraftCodec.prototype.unpack = function (token) {
  if (typeof token !== 'string' || token.slice(0, 3) !== 'd1:') {
    return Promise.reject(new Error('not a draft token'));
  }
  return inflate(Buffer.from(token.slice(3), 'base64')).then(function (buf) {
    return JSON.parse(buf.toString('utf8'));
  });
};

DraftCodec.isDraftToken = function (token) {
  return typeof token === 'string' && token.slice(0, 3) === 'd1:';
};

module.exports = DraftCodec;
