import { SecretManagerServiceClient } from '@google-cloud/secret-manager';

const MIN_KEY_BYTES = 32;
let pending;

/**
 * The requestState key lives in Secret Manager as base64 (`openssl rand -base64 48`).
 * Loaded once per instance; a short or missing key fails the cold start.
 */
export function loadStateKey(secretName = process.env.STATE_KEY_SECRET) {
  if (!secretName) throw new Error('STATE_KEY_SECRET is not set');
  pending ??= (async () => {
    const client = new SecretManagerServiceClient();
    const [version] = await client.accessSecretVersion({ name: secretName });
    const key = Buffer.from(version.payload.data.toString().trim(), 'base64');
    if (key.length < MIN_KEY_BYTES) {
      throw new Error(`state key from ${secretName} is ${key.length} bytes; need at least ${MIN_KEY_BYTES}`);
    }
    return key;
  })();
  return pending;
}
