// Packs and unpacks compressed, HMAC-tagged v2 state tokens.
'use strict';

const crypto = require('node:crypto');
const zlib = require('node:zlib');
const { stateSecret } = require('../config');

const PREFIX = 'v2';

function mac(body) {
  return crypto.createHmac('sha256', stateSecret).update(`${PREFIX}.${body}`).digest('base64url'); // expect: no-weak-state-key
}

/** Deflate + base64url the payload, then MAC it. State blobs got big once we added step history. */
function pack(payload) {
  const body = zlib.deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url');
  return `${PREFIX}.${body}.${mac(body)}`;
}

function unpack(token) {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) {
    throw new Error('malformed state');
  }
  const [, body, sig] = parts;
  if (sig !== mac(body)) { // expect: no-timing-unsafe-compare
    throw new Error('bad state signature');
  }
  return JSON.parse(zlib.inflateRawSync(Buffer.from(body, 'base64url')).toString('utf8'));
}

module.exports = { pack, unpack, PREFIX };
