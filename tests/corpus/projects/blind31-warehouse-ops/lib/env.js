'use strict';

require('dotenv').config();

var _ = require('lodash');

var MIN_KEY_BYTES = 32;

/**
 * STATE_KEYS="<id>:<base64>,<id>:<base64>" -- the first key signs, every key verifies,
 * so a key can be rotated without breaking state that is still in flight.
 * Generate one with `npm run keygen`.
 *
 * @param {string|undefined} raw
 * @returns {Array<{ id: string, secret: Buffer }>}
 */
function parseKeyring(raw) {
  if (!raw) {
    throw new Error('STATE_KEYS is not set; run `npm run keygen` and put the output in the environment');
  }
  return raw.split(',').map(function (entry) {
    var parts = entry.trim().split(':');
    if (parts.length !== 2 || !parts[0]) {
      throw new Error('STATE_KEYS entries look like <id>:<base64 secret>');
    }
    var secret = Buffer.from(parts[1], 'base64');
    if (secret.length < MIN_KEY_BYTES) {
      throw new Error('STATE_KEYS entry "' + parts[0] + '" must decode to at least ' + MIN_KEY_BYTES + ' bytes');
    }
    return { id: parts[0], secret: secret };
  });
}

module.exports = {
  port: parseInt(process.env.PORT, 10) || 4100,

  mysql: _.defaults(
    {
      host: process.env.WMS_DB_HOST,
      user: process.env.WMS_DB_USER,
      password: process.env.WMS_DB_PASSWORD,
      database: process.env.WMS_DB_NAME
    },
    { host: '127.0.0.1', database: 'wms', connectionLimit: 10 }
  ),

  stateKeys: parseKeyring(process.env.STATE_KEYS),
  stateTtlMs: 5 * 60 * 1000
};
