// Encodes and decodes JSON values as URL-safe base64 strings.
'use strict';

const { pipe } = require('./fp');

const toB64 = (s) => Buffer.from(s, 'utf8').toString('base64url');
const fromB64 = (s) => Buffer.from(s, 'base64url').toString('utf8');

// Compact, URL-safe encoding for the opaque blobs we hand back to clients.
const encode = pipe(JSON.stringify, toB64);
const decode = pipe(fromB64, JSON.parse);

module.exports = { encode, decode };
