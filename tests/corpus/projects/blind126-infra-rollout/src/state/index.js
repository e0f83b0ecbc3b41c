// Issues round-trip state and reads it back, checking user, tool and expiry.
'use strict';

const { pack, unpack, PREFIX } = require('./token');
const { fromV1 } = require('./migrate');
const { stateTtlMs } = require('../config');

function issue(fields, user, tool) {
  return pack({ ...fields, user, tool, exp: Date.now() + stateTtlMs, history: fields.history || [] });
}

/**
 * Returns the decoded state or throws. Also checks user/tool/expiry so
 * callers only have to look at their own fields.
 */
function read(raw, user, tool) {
  const state = raw.startsWith(`${PREFIX}.`) ? unpack(raw) : fromV1(raw);
  if (state.user !== user) throw new Error('state issued to another user');
  if (state.tool !== tool) throw new Error('state issued for another tool');
  if (typeof state.exp !== 'number' || state.exp < Date.now()) throw new Error('state expired');
  return state;
}

module.exports = { issue, read };
