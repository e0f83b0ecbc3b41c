// Parses the request-state keyring from STATE_KEYS ("kid:base64,..." with the current key first).
import { config } from './config.js';

const KEY_BYTES = 32;

const parseEntry = (entry) => {
  const [kid, b64 = ''] = entry.trim().split(':');
  const key = Buffer.from(b64, 'base64');
  if (!kid || key.length !== KEY_BYTES) {
    throw new Error(`State key "${kid || '?'}" must be ${KEY_BYTES} random bytes, base64-encoded`);
  }
  return Object.freeze({ kid, key });
};

const entries = Object.freeze(config.stateKeys.split(',').filter(Boolean).map(parseEntry));

if (entries.length === 0) throw new Error('STATE_KEYS holds no keys');

export const currentKey = entries[0];

export const keyById = (kid) => entries.find((entry) => entry.kid === kid) ?? null;
