/**
 * Request-state keys. Generate with `openssl rand -base64 32`.
 *
 * Rotation: put the new key in CI_PILOT_STATE_KEY and the old one in
 * CI_PILOT_STATE_KEY_PREVIOUS for one TTL (5 minutes), then drop the old one.
 */

const MIN_KEY_BYTES = 32;

export interface StateKey {
  id: string;
  secret: Buffer;
}

function decodeKey(variable: string, encoded: string): Buffer {
  const secret = Buffer.from(encoded, 'base64');
  if (secret.length < MIN_KEY_BYTES) {
    throw new Error(`${variable} must decode to at least ${MIN_KEY_BYTES} bytes (openssl rand -base64 32)`);
  }
  return secret;
}

export function loadStateKeys(env: NodeJS.ProcessEnv = process.env): StateKey[] {
  const current = env.CI_PILOT_STATE_KEY;
  if (!current) throw new Error('CI_PILOT_STATE_KEY is not set; ci-pilot will not start without it');

  // Key ids are labels that travel in the token header, not secrets.
  const keys: StateKey[] = [{ id: env.CI_PILOT_STATE_KEY_ID ?? 'primary', secret: decodeKey('CI_PILOT_STATE_KEY', current) }];

  const previous = env.CI_PILOT_STATE_KEY_PREVIOUS;
  if (previous) {
    keys.push({
      id: env.CI_PILOT_STATE_KEY_PREVIOUS_ID ?? 'previous',
      secret: decodeKey('CI_PILOT_STATE_KEY_PREVIOUS', previous),
    });
  }
  return keys;
}
