'use strict';

const zlib = require('node:zlib');

// Export state can carry a long column list; deflate keeps requestState under the
// 4 KB some MCP clients still truncate at.

function packState(state) {
  return 'z1.' + zlib.deflateRawSync(Buffer.from(JSON.stringify(state), 'utf8')).toString('base64url');
}

function unpackState(packed) {
  if (typeof packed !== 'string' || !packed.startsWith('z1.')) {
    throw new Error('unrecognised requestState');
  }
  return JSON.parse(zlib.inflateRawSync(Buffer.from(packed.slice(3), 'base64url')).toString('utf8'));
}

module.exports = { packState, unpackState };
