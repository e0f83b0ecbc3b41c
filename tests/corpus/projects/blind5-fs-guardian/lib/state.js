'use strict';

const box = require('./crypto-box');
const { expiresAt, nowSeconds } = require('./time');

const DEFAULT_TTL_SECONDS = 300;
const MAX_STATE_CHARS = 16 * 1024;

class StateError extends Error {
  constructor(reason) {
    super('Invalid or expired requestState');
    this.reason = reason;
    this.code = -32602;
  }
}

function sealState(payload, { user, tool, ttlSeconds = DEFAULT_TTL_SECONDS }) {
  if (ttlSeconds > 600) throw new RangeError('state lifetime is capped at 10 minutes');
  const doc = { v: 2, user, tool, exp: expiresAt(ttlSeconds), data: payload };
  return box.seal(Buffer.from(JSON.stringify(doc), 'utf8')).toString('base64url');
}

function openState(token, { user, tool }) {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_STATE_CHARS) {
    throw new StateError('shape');
  }
  let doc;
  try {
    doc = JSON.parse(box.open(Buffer.from(token, 'base64url')).toString('utf8'));
  } catch (err) {
    throw new StateError(err instanceof box.BoxError ? err.reason : 'json');
  }
  if (doc.v !== 2) throw new StateError('version');
  if (doc.user !== user) throw new StateError('user');
  if (doc.tool !== tool) throw new StateError('tool');
  if (doc.exp <= nowSeconds()) throw new StateError('expired'); // expect: require-state-binding
  return doc.data;
}

module.exports = { sealState, openState, StateError };
