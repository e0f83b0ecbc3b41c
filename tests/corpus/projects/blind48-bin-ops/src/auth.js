import { createHash, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { callerByKeyHash } from './db.js';

const sha256 = (value) => createHash('sha256').update(value).digest();

// Hash both sides, then compare: two SHA-256 digests are always 32 bytes, so timingSafeEqual
// cannot throw on a token of another length, and the comparison leaks nothing about the token.
const opsDigest = config.opsToken ? sha256(config.opsToken) : null;

function bearer(req) {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/.exec(header);
  return m ? m[1] : null;
}

/** callback(err, caller | null) */
export function authenticate(req, callback) {
  const presented = bearer(req);
  if (!presented) return callback(null, null);

  if (opsDigest && timingSafeEqual(sha256(presented), opsDigest)) {
    return callback(null, { userId: 'ops-console', scopes: ['bins:read', 'bins:write', 'bins:purge'] });
  }

  // API keys are stored hashed; a lookup by hash compares nothing in JS.
  return callerByKeyHash(sha256(presented).toString('hex'), callback);
}
