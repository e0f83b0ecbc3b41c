// CommonJS round-state helpers of an inventory server: sealing and opening share one hard-coded key.
const { createHmac, timingSafeEqual } = require('node:crypto');

const ROUND_KEY = 'inventory-round-key';

function sealRound(state, userId, tool) {
  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + 600_000 })).toString('base64url');
  return `${body}.${createHmac('sha256', ROUND_KEY).update(body).digest('base64url')}`; // expect: no-weak-state-key
}

function openRound(token, userId, tool) {
  const [body, mac] = String(token).split('.');
  const expected = createHmac('sha256', ROUND_KEY).update(body).digest('base64url');
  if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}

module.exports = { sealRound, openRound };
