// Loads the state-sealing key: 32 bytes from the secret manager (hex), or a throw-away random key outside production.
'use strict';

const { hkdfSync, randomBytes, createHash, timingSafeEqual } = require('node:crypto');

function loadStateKey(env = process.env) {
  const hex = env.RELEASE_STATE_KEY;
  if (hex) {
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('RELEASE_STATE_KEY must be 64 hex characters (32 bytes)');
    return Buffer.from(hkdfSync('sha256', Buffer.from(hex, 'hex'), Buffer.alloc(0), 'release-control request-state v1', 32));
  }
  if (env.NODE_ENV === 'production') {
    throw new Error('RELEASE_STATE_KEY is required in production');
  }
  console.warn('RELEASE_STATE_KEY not set: using a random per-process key; pending confirmations will not survive a restart');
  return randomBytes(32);
}

function secretsMatch(given, configured) {
  const a = createHash('sha256').update(String(given ?? ''), 'utf8').digest();
  const b = createHash('sha256').update(String(configured), 'utf8').digest();
  return timingSafeEqual(a, b);
}

function fingerprint(toolName, args) {
  const ordered = (v) =>
    Array.isArray(v)
      ? v.map(ordered)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.keys(v).sort().filter((k) => v[k] !== undefined).map((k) => [k, ordered(v[k])]))
        : v;
  return createHash('sha256').update(`${toolName}\n${JSON.stringify(ordered(args))}`).digest('hex');
}

module.exports = { loadStateKey, secretsMatch, fingerprint };
