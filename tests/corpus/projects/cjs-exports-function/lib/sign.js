// A CommonJS module whose export is the signing function itself, with digest helpers on exports.
'use strict';
const { createHmac, createHash } = require('node:crypto');

module.exports = function sign(body) {
  return createHmac('sha1', process.env.HOOK_SECRET).update(body).digest('hex');
};
module.exports.contentHash = (body) => createHash('md5').update(body).digest('hex');
