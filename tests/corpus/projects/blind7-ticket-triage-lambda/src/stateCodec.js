'use strict';

const zlib = require('zlib');

// JQL and ticket lists get long; deflate keeps the round-trip payload small
function pack(state) {
  const json = JSON.stringify({ v: 1, ...state });
  return zlib.deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url');
}

function unpack(token) {
  if (typeof token !== 'string' || token.length === 0) return null;
  try {
    const state = JSON.parse(zlib.inflateRawSync(Buffer.from(token, 'base64url')).toString('utf8'));
    return state && state.v === 1 ? state : null;
  } catch (_) {
    return null;
  }
}

module.exports = { pack, unpack };
