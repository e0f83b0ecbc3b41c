'use strict';
const { createHmac } = require('node:crypto');
const { createStateSealer, createSdkRequestState, safeEqual } = require('eslint-plugin-mcp-state/seal');

const MIN_BYTES = 32;

function secret(name, { optional = false } = {}) {
  const value = process.env[name];
  if (value === undefined || value === '') {
    if (optional) return undefined;
    throw new Error(`${name} is not set`);
  }
  if (Buffer.byteLength(value, 'utf8') < MIN_BYTES) {
    throw new Error(`${name} must be at least ${MIN_BYTES} bytes`);
  }
  return value;
}

// current key signs, previous key (during a rotation) still opens
const keys = [secret('DIGEST_STATE_KEY'), secret('DIGEST_STATE_KEY_PREVIOUS', { optional: true })].filter(Boolean);

const sealer = createStateSealer({ keys, ttlSeconds: 300 });

/** SDK seam: binds user, tool and exact arguments; verify runs before handlers. */
const requestState = createSdkRequestState({ sealer });

// --- unsubscribe links in the digest e-mails ---------------------------------
const unsubscribeKey = secret('DIGEST_UNSUBSCRIBE_KEY');

function unsubscribeSignature(listId, email) {
  return createHmac('sha256', unsubscribeKey).update(`${listId}\n${email.toLowerCase()}`).digest('base64url');
}

function unsubscribeUrl(listId, email) {
  const q = new URLSearchParams({ list: listId, email, sig: unsubscribeSignature(listId, email) });
  return `${process.env.PUBLIC_URL}/unsubscribe?${q}`;
}

function checkUnsubscribe(listId, email, sig) {
  if (typeof sig !== 'string') return false;
  return safeEqual(sig, unsubscribeSignature(listId, email));
}

module.exports = { requestState, unsubscribeUrl, checkUnsubscribe };
