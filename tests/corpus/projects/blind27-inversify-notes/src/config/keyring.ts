export interface StateKey {
  id: string;
  secret: Buffer;
}

export interface Keyring {
  current: StateKey;
  /** Still accepted for opening state, never used to seal. */
  previous: StateKey[];
}

const KEY_BYTES = 32;

function parseKey(spec: string, label: string): StateKey {
  const sep = spec.indexOf(':');
  const id = spec.slice(0, sep);
  const secret = Buffer.from(spec.slice(sep + 1), 'base64');
  if (sep < 1 || !/^[a-z0-9-]{1,16}$/.test(id)) {
    throw new Error(`${label} must look like "<kid>:<base64 key>"`);
  }
  if (secret.length !== KEY_BYTES) {
    throw new Error(`${label}: key "${id}" must decode to ${KEY_BYTES} bytes, got ${secret.length}`);
  }
  return { id, secret };
}

/**
 * NOTES_STATE_KEY="2025-06:<base64>"                  (required)
 * NOTES_STATE_KEYS_PREVIOUS="2025-03:<base64>,..."     (optional, during rotation)
 */
export function loadKeyring(env: NodeJS.ProcessEnv = process.env): Keyring {
  const current = env.NOTES_STATE_KEY;
  if (!current) throw new Error('NOTES_STATE_KEY is not set; refusing to start');

  const previous = (env.NOTES_STATE_KEYS_PREVIOUS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s, i) => parseKey(s, `NOTES_STATE_KEYS_PREVIOUS[${i}]`));

  const ring = { current: parseKey(current, 'NOTES_STATE_KEY'), previous };
  if (ring.previous.some((k) => k.id === ring.current.id)) {
    throw new Error('a previous state key reuses the current key id');
  }
  return ring;
}
