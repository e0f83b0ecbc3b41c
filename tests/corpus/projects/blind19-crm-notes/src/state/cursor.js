'use strict';

/**
 * Search pagination cursors. They only say where the next page starts, so they are
 * plain base64url JSON.
 */
const encodeCursor = (cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

function decodeCursor(raw) {
  if (typeof raw !== 'string' || raw.length === 0) return null;
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

module.exports = { encodeCursor, decodeCursor };
