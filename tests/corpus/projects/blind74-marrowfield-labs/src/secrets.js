// Loads key material from the environment; only a development run may use a random per-process state key.
import { randomBytes } from 'node:crypto';

function decode(name, value, minBytes) {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return bytes;
}

export function loadStateKey(env = process.env) {
  if (env.MARROWFIELD_STATE_KEY) return decode('MARROWFIELD_STATE_KEY', env.MARROWFIELD_STATE_KEY, 32);
  if (env.NODE_ENV === 'development') {
    console.warn('MARROWFIELD_STATE_KEY unset: using a random key for this process only');
    return randomBytes(32);
  }
  throw new Error('MARROWFIELD_STATE_KEY is required');
}

export function loadWebhookSecret(env = process.env) {
  if (!env.ANALYZER_WEBHOOK_SECRET) throw new Error('ANALYZER_WEBHOOK_SECRET is required');
  return decode('ANALYZER_WEBHOOK_SECRET', env.ANALYZER_WEBHOOK_SECRET, 32);
}
