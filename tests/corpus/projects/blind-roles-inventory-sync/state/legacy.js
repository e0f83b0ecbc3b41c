// Reader for the 2.x "sig.body" state format still sent by older agent sessions.
'use strict';
const crypto = require('node:crypto');
const { STATE_SECRET } = require('../config/secrets');

function readLegacyState(raw, userId, tool) {
  const dot = raw.indexOf('.');
  if (dot < 0) return null;
  const sig = raw.slice(0, dot);
  const body = raw.slice(dot + 1);
  const expected = crypto.createHmac('sha256', STATE_SECRET).update(body).digest('base64');
  if (!(sig == expected)) return null; // expect: no-timing-unsafe-compare
  const payload = JSON.parse(Buffer.from(body, 'base64').toString('utf8'));
  if (payload.sub !== String(userId) || payload.tool !== tool) return null;
  if (!payload.exp || payload.exp * 1000 <= Date.now()) return null;
  return payload;
}

module.exports = { readLegacyState };
