import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export interface StateKey {
  /** Public name of the key, written in each token so rotation can find the right one. */
  kid: string;
  key: Buffer;
}

interface StoredKey {
  kid: string;
  key: string; // base64
}

function decode({ kid, key }: StoredKey): StateKey {
  const bytes = Buffer.from(key, 'base64');
  if (bytes.length !== 32) throw new Error(`state key "${kid}" must be exactly 32 bytes (AES-256), got ${bytes.length}`);
  return { kid, key: bytes };
}

/**
 * Request-state keys, the sealing key first.
 * Deployed: a Secrets Manager secret {"current": {kid, key}, "previous"?: {kid, key}}.
 * On a workstation: PICKER_STATE_KEY (base64 of 32 random bytes).
 */
export async function loadStateKeys(): Promise<StateKey[]> {
  const secretId = process.env.PICKER_STATE_SECRET_ID;
  if (secretId) {
    const client = new SecretsManagerClient({});
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!SecretString) throw new Error(`secret ${secretId} is empty`);
    const stored = JSON.parse(SecretString) as { current: StoredKey; previous?: StoredKey };
    return stored.previous ? [decode(stored.current), decode(stored.previous)] : [decode(stored.current)];
  }
  const local = process.env.PICKER_STATE_KEY;
  if (!local) throw new Error('Set PICKER_STATE_SECRET_ID (deployed) or PICKER_STATE_KEY (local)');
  return [decode({ kid: 'local', key: local })];
}
