'use strict';

// Progress of the multi-step relocate wizard (which step, what was picked so far).
// Kept client-side in requestState so any instance behind the LB can continue it.

function encodeProgress(progress) {
  return Buffer.from(JSON.stringify({ ...progress, at: Date.now() }), 'utf8').toString('base64url');
}

function decodeProgress(token) {
  if (!token) return null;
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

module.exports = { encodeProgress, decodeProgress };
