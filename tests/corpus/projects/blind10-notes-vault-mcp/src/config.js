import { randomBytes } from 'node:crypto';

function loadKey(name, { devFallback = false } = {}) {
  const raw = process.env[name];
  if (!raw) {
    if (devFallback && process.env.NODE_ENV === 'development') {
      // Fresh random key per process in dev: sealed state just won't survive a restart.
      return randomBytes(32);
    }
    throw new Error(`${name} is required`);
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) {
    throw new Error(`${name} must be exactly 32 bytes, base64-encoded (got ${key.length})`);
  }
  return key;
}

export function loadConfig() {
  return Object.freeze({
    port: Number(process.env.PORT ?? 3300),
    stateKey: loadKey('NOTES_STATE_KEY', { devFallback: true }),
    webhookSecret: loadKey('DRIVE_WEBHOOK_SECRET'),
    stateTtlMs: 10 * 60 * 1000,
    draftTtlMs: 10 * 60 * 1000,
    notesApiUrl: process.env.NOTES_API_URL ?? 'http://127.0.0.1:4100',
  });
}
