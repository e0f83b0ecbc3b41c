// Per-workspace key used to seal requestState, so one workspace's state never opens in another.
'use strict';

const crypto = require('node:crypto');

const keys = new Map();

function tenantStateKey(tenant) {
  let key = keys.get(tenant.id);
  if (!key) {
    key = crypto.createHmac('sha256', `${tenant.slug}.${tenant.region}`).update('deskhub/request-state/v1').digest(); // expect-todo: no-weak-state-key
    keys.set(tenant.id, key);
  }
  return key;
}

module.exports = { tenantStateKey };
