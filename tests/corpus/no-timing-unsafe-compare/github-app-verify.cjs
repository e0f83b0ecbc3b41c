// Models a CommonJS GitHub App helper that verifies deliveries with Buffer.compare(...) === 0.
'use strict';

const crypto = require('crypto');

const SECRET = process.env.GITHUB_APP_WEBHOOK_SECRET;

function digestFor(payload) {
  const hmac = crypto.createHmac('sha256', SECRET);
  hmac.update(typeof payload === 'string' ? payload : JSON.stringify(payload));
  return `sha256=${hmac.digest('hex')}`;
}

function verify(payload, signature) {
  if (!signature) {
    return false;
  }
  const digest = digestFor(payload);
  return Buffer.compare(Buffer.from(signature), Buffer.from(digest)) === 0; // expect: no-timing-unsafe-compare
}

async function verifyAndReceive({ id, name, payload, signature }, handlers) {
  if (!verify(payload, signature)) {
    const error = new Error(`signature does not match event payload and secret (delivery ${id})`);
    error.status = 400;
    throw error;
  }
  const handler = handlers[name];
  if (handler === undefined) {
    return { handled: false };
  }
  await handler(payload);
  return { handled: true };
}

function isBotSender(payload) {
  return payload.sender && payload.sender.type === 'Bot';
}

function isInstallationEvent(name, payload) {
  return name === 'installation' && (payload.action === 'created' || payload.action === 'deleted');
}

function headCommitChanged(previous, next) {
  if (previous == null) {
    return true;
  }
  return previous.head_commit.id !== next.head_commit.id;
}

module.exports = { digestFor, verify, verifyAndReceive, isBotSender, isInstallationEvent, headCommitChanged };
