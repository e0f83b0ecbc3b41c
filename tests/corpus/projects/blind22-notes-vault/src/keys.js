import { readFile } from 'node:fs/promises';

const KEY_FILE = process.env.NOTES_STATE_KEY_FILE ?? '/run/secrets/notes_state_key';
const KEY_BYTES = 32;

/**
 * The AES-256-GCM key for requestState lives in a mounted secret (base64, 32 bytes).
 * Refuse to start without it rather than fall back to anything.
 */
async function loadStateKey(path = KEY_FILE) {
  let raw;
  try {
    raw = (await readFile(path, 'utf8')).trim();
  } catch (err) {
    throw new Error(`cannot read state key file ${path}: ${err.code ?? err.message}`);
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`${path} must hold a base64-encoded ${KEY_BYTES}-byte key, got ${key.length} bytes`);
  }
  return key;
}

export const stateKey = await loadStateKey();
