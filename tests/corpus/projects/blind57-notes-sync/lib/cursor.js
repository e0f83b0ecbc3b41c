'use strict';

/**
 * Import progress for long Notion imports. We don't keep anything between calls (the host may
 * restart us at any time), so the client carries the cursor for us as requestState.
 */

function encodeCursor(cursor) {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodeCursor(raw) {
  if (typeof raw !== 'string' || raw.length === 0) return null;
  try {
    const cursor = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return cursor && typeof cursor === 'object' ? cursor : null;
  } catch {
    return null;
  }
}

module.exports = { encodeCursor, decodeCursor };
