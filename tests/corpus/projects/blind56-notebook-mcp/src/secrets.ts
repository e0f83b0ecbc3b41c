const MIN_STATE_KEY_BYTES = 32;

/**
 * The request-state key. Refuses to start without 32+ bytes: there is no development default,
 * scripts/dev-server.ts makes its own.
 */
export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const key = Buffer.from(env.NOTEBOOK_STATE_KEY ?? '', 'base64');
  if (key.length < MIN_STATE_KEY_BYTES) {
    throw new Error(`NOTEBOOK_STATE_KEY must decode to at least ${MIN_STATE_KEY_BYTES} bytes (npm run keygen)`);
  }
  return key;
}

/** Shared with the sync service; it signs each /hooks/sync body with HMAC-SHA256. */
export function loadSyncSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.NOTEBOOK_SYNC_SECRET;
  if (!secret || secret.length < 32) throw new Error('NOTEBOOK_SYNC_SECRET must be set (32+ characters)');
  return secret;
}
