/**
 * Request-state keys. Rotation: put the new key in BILLING_STATE_KEY, move the old one to
 * BILLING_STATE_KEY_PREVIOUS for at least one state TTL, then drop it.
 *
 * @typedef {{ kid: string, key: Buffer }} KeyEntry
 * @typedef {{ current: KeyEntry, verifying: readonly KeyEntry[] }} Keyring
 */

const MIN_KEY_BYTES = 32;

/**
 * @param {string} kid
 * @param {string | undefined} encoded base64url
 * @returns {KeyEntry}
 */
function parseKey(kid, encoded) {
  const key = Buffer.from(encoded ?? '', 'base64url');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`state key "${kid}" must be at least ${MIN_KEY_BYTES} random bytes (base64url)`);
  }
  return { kid, key };
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Keyring}
 */
export function loadKeyring(env = process.env) {
  const current = parseKey(env.BILLING_STATE_KID ?? 'current', env.BILLING_STATE_KEY);
  const previous = env.BILLING_STATE_KEY_PREVIOUS
    ? parseKey(env.BILLING_STATE_KID_PREVIOUS ?? 'previous', env.BILLING_STATE_KEY_PREVIOUS)
    : null;
  if (previous && previous.kid === current.kid) {
    throw new Error('current and previous state keys need different key ids');
  }
  return Object.freeze({ current, verifying: Object.freeze(previous ? [current, previous] : [current]) });
}
