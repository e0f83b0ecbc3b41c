// Seals and opens the round state of the Fastify server with HMAC-SHA256; keys come from ./config.js or are set here.
const { createHmac, timingSafeEqual } = require('node:crypto');
const { stateKey, legacyKey } = require('./config');

const ARCHIVE_KEY = process.env.ARCHIVE_KEY || 'a'.repeat(32);
const TEST_KEY = new Uint8Array(32).fill(1);

function tag(body) {
  return createHmac('sha256', stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

function legacyTag(body) {
  return createHmac('sha256', legacyKey).update(body).digest('base64url'); // expect: no-weak-state-key
}

function archiveTag(body) {
  return createHmac('sha256', ARCHIVE_KEY).update(body).digest('base64url'); // expect: no-weak-state-key
}

function testTag(body) {
  return createHmac('sha256', TEST_KEY).update(body).digest('base64url'); // expect: no-weak-state-key
}

function sealRound(state, userId, tool) {
  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + 600_000 })).toString('base64url');
  return `${body}.${tag(body)}`;
}

function openRound(token, userId, tool) {
  const [body, mac] = String(token).split('.');
  const expected = tag(body);
  if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}

module.exports = { sealRound, openRound, legacyTag, archiveTag, testTag };
