'use strict';

const zlib = require('zlib');

/*
 * Helpers for the second round of multi-round tools: who asked, and
 * where a batch left off.
 */

/**
 * Everything the second round needs to know about the requester, so that
 * it doesn't have to go back to Zendesk for it.
 */
function snapshotRequester(auth) {
  return {
    userId: auth.userId,
    email: auth.email,
    locale: auth.locale || 'en',
    groups: (auth.groups || []).slice(0, 10),
    zendeskToken: auth.upstreamToken, // expect-todo: no-secrets-in-state
  };
}

function displayName(requester) {
  return requester.email ? requester.email.split('@')[0] : requester.userId;
}

/*
 * Batch cursors can list a few hundred ticket ids, so deflate before
 * encoding to keep the requestState small.
 */
function encodeCursor(payload) {
  const packed = zlib.deflateRawSync(Buffer.from(JSON.stringify(payload), 'utf8'));
  return packed.toString('base64url');
}

function decodeCursor(cursor) {
  if (typeof cursor !== 'string' || cursor.length === 0) {
    return null;
  }
  try {
    return JSON.parse(zlib.inflateRawSync(Buffer.from(cursor, 'base64url')).toString('utf8'));
  } catch (err) {
    return null;
  }
}

module.exports = { snapshotRequester, displayName, encodeCursor, decodeCursor };
