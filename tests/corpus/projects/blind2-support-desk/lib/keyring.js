import { createHmac } from 'node:crypto';

// STATE_KEYS: comma-separated base64 secrets, newest first. We rotate monthly
// and keep the previous two so in-flight conversations survive a rotation.
function parseKeys(raw) {
  if (!raw) throw new Error('STATE_KEYS is not configured');
  const keys = raw.split(',').map((s) => Buffer.from(s.trim(), 'base64'));
  keys.forEach((k, i) => {
    if (k.length < 32) throw new Error(`STATE_KEYS[${i}] is shorter than 32 bytes`);
  });
  return keys;
}

const keys = parseKeys(process.env.STATE_KEYS);

// Tokens minted before the keyring existed (v0) were signed with one fixed key.
const legacyKey = process.env.LEGACY_STATE_KEY ? Buffer.from(process.env.LEGACY_STATE_KEY, 'base64') : null;
if (legacyKey && legacyKey.length < 32) throw new Error('LEGACY_STATE_KEY is shorter than 32 bytes');

function macWith(key, body) {
  return createHmac('sha256', key).update(body).digest('hex');
}

/** Signs with the newest key. */
export function sign(body) {
  return macWith(keys[0], body);
}

/** True when `sig` was made by any key still on the ring. */
export function verifyAny(body, sig) {
  const candidates = keys.map((key) => macWith(key, body));
  return candidates.includes(sig); // expect: no-timing-unsafe-compare
}

/** v0 tokens: raw SHA-256 HMAC, hex. Remove after 2026-09-01. */
export function verifyLegacy(body, sig) {
  if (!legacyKey) return false;
  const expected = createHmac('sha256', legacyKey).update(body).digest();
  const given = Buffer.from(sig, 'hex');
  return Buffer.compare(given, expected) === 0; // expect: no-timing-unsafe-compare
}

export const keyCount = () => keys.length;
