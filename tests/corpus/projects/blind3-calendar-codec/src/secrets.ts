import { SecretManagerServiceClient } from '@google-cloud/secret-manager';

// Resource name of the secret, not the secret itself.
const STATE_KEY_SECRET = process.env.STATE_KEY_SECRET ?? 'projects/acme-cal/secrets/mcp-state-key/versions/latest';
const MIN_KEY_BYTES = 32;

export async function loadStateKey(client = new SecretManagerServiceClient()): Promise<Uint8Array> {
  const [version] = await client.accessSecretVersion({ name: STATE_KEY_SECRET });
  const data = version.payload?.data;
  if (!data) throw new Error(`secret ${STATE_KEY_SECRET} is empty`);
  const key = typeof data === 'string' ? Buffer.from(data, 'base64') : Buffer.from(data);
  if (key.length < MIN_KEY_BYTES) throw new Error(`state key has ${key.length} bytes, need ${MIN_KEY_BYTES}`);
  return key;
}
