import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

// Every key this service uses lives in AWS Secrets Manager; nothing secret comes from env or code.
// The *names* below have defaults so a fresh stack works without extra config.
const STATE_KEYS_SECRET_ID = process.env.STATE_KEYS_SECRET_ID ?? 'release-train/state-signing-keys';
const CI_HOOK_SECRET_ID = process.env.CI_HOOK_SECRET_ID ?? 'release-train/ci-webhook-keys';
const MIN_KEY_BYTES = 32;

const client = new SecretsManagerClient({});

async function readJsonSecret<T>(secretId: string): Promise<T> {
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!out.SecretString) throw new Error(`secret ${secretId} has no SecretString`);
  return JSON.parse(out.SecretString) as T;
}

interface StoredKey {
  kid: string;
  /** base64 of 32+ random bytes */
  key: string;
}

export interface StateKey {
  kid: string;
  key: Uint8Array;
}

function decodeKey(stored: StoredKey): StateKey {
  const key = Buffer.from(stored.key, 'base64');
  if (key.length < MIN_KEY_BYTES) throw new Error(`state key ${stored.kid} is shorter than ${MIN_KEY_BYTES} bytes`);
  return { kid: stored.kid, key: new Uint8Array(key) };
}

// Rotation: `current` signs, `previous` keys only verify until their tokens have expired.
const storedState = await readJsonSecret<{ current: StoredKey; previous?: StoredKey[] }>(STATE_KEYS_SECRET_ID);
export const stateKeyRing: { current: StateKey; previous: StateKey[] } = {
  current: decodeKey(storedState.current),
  previous: (storedState.previous ?? []).map(decodeKey),
};

export const ciHookKeys: string[] = await readJsonSecret<string[]>(CI_HOOK_SECRET_ID);
if (ciHookKeys.length === 0 || ciHookKeys.some((k) => Buffer.byteLength(k) < MIN_KEY_BYTES)) {
  throw new Error(`${CI_HOOK_SECRET_ID} must list keys of at least ${MIN_KEY_BYTES} bytes`);
}
