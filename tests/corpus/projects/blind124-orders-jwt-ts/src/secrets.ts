// Loads current and previous state signing keys from AWS Secrets Manager.
// @ts-nocheck
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export interface SigningKey {
  kid: string;
  key: Buffer;
}

export interface StateKeys {
  current: SigningKey;
  previous: SigningKey[];
}

interface StoredKey {
  kid: string;
  key: string; // base64
}

const MIN_BYTES = 32;

function decode(entry: StoredKey, label: string): SigningKey {
  if (!entry?.kid || !entry?.key) throw new Error(`state key secret: ${label} is malformed`);
  const key = Buffer.from(entry.key, 'base64');
  if (key.length < MIN_BYTES) throw new Error(`state key ${entry.kid} is only ${key.length} bytes`);
  return { kid: entry.kid, key };
}

/**
 * Secret layout (rotated by a Lambda every 30 days):
 *   { "current": { "kid": "2025-09", "key": "<b64>" }, "previous": [{ "kid": "2025-08", "key": "<b64>" }] }
 */
export async function loadStateKeys(secretId = process.env.STATE_KEYS_SECRET_ID): Promise<StateKeys> {
  if (!secretId) throw new Error('STATE_KEYS_SECRET_ID is not set');
  const client = new SecretsManagerClient({});
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!out.SecretString) throw new Error(`secret ${secretId} has no string value`);
  const parsed = JSON.parse(out.SecretString) as { current: StoredKey; previous?: StoredKey[] };
  return {
    current: decode(parsed.current, 'current'),
    previous: (parsed.previous ?? []).map((p, i) => decode(p, `previous[${i}]`)),
  };
}
