// Seals and opens round state bound to user, tool and an arguments digest with a 5-minute TTL.
'use strict';

const crypto = require('node:crypto');
const { FernetLike, InvalidToken } = require('./fernet');
const { loadStateKeys } = require('./keys');

const STATE_TTL_SECONDS = 300;
const fernet = new FernetLike(loadStateKeys());

// Stable digest of the arguments a destructive call will act on.
function argsDigest(args) {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return crypto.createHash('sha256').update(canonical).digest('base64url');
}

function seal(data, { userId, tool, args }) {
  return fernet.encrypt({ d: data, u: userId, t: tool, a: argsDigest(args) });
}

// Returns the carried data, or null when the token is forged, stale or was
// minted for someone/something else.
function open(token, { userId, tool, args }) {
  let body;
  try {
    body = fernet.decrypt(token, STATE_TTL_SECONDS);
  } catch (err) {
    if (err instanceof InvalidToken || err instanceof SyntaxError) return null;
    throw err;
  }
  if (body.u !== userId || body.t !== tool || body.a !== argsDigest(args)) return null;
  return body.d;
}

module.exports = { seal, open, argsDigest };
