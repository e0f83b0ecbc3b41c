'use strict';

const { createHash } = require('node:crypto');
const { seal, unseal } = require('./sealed-box');

const TTL_SECONDS = 600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function hashArgs(args) {
  const sorted = Object.keys(args ?? {})
    .sort()
    .map((k) => [k, args[k]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}

/**
 * Wraps the data the next round needs in an encrypted, authenticated box bound to the caller,
 * the tool and the exact arguments, valid for ten minutes.
 */
function issueContinuation(data, { userId, tool, args }) {
  return seal({ data, sub: userId, tool, argsHash: hashArgs(args), exp: nowSeconds() + TTL_SECONDS });
}

/** The data, or a reason the continuation cannot be used. Never throws. */
function resumeContinuation(token, { userId, tool, args }) {
  const box = unseal(token);
  if (!box) return { ok: false, reason: 'unreadable' };
  if (typeof box.exp !== 'number' || box.exp <= nowSeconds()) return { ok: false, reason: 'expired' };
  if (box.sub !== userId) return { ok: false, reason: 'user' };
  if (box.tool !== tool) return { ok: false, reason: 'tool' };
  if (box.argsHash !== hashArgs(args)) return { ok: false, reason: 'arguments' };
  return { ok: true, data: box.data };
}

module.exports = { issueContinuation, resumeContinuation };
