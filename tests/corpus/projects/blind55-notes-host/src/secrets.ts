import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { stateKeySecretName } from './config.js';

const MIN_STATE_KEY_BYTES = 32;
const client = new SecretsManagerClient({});

/** Fetches the requestState HMAC key. Refuses to start without a real one. */
export async function loadStateKey(): Promise<Uint8Array> {
  const { SecretBinary, SecretString } = await client.send(new GetSecretValueCommand({ SecretId: stateKeySecretName }));
  const key = SecretBinary ?? (SecretString ? Buffer.from(SecretString, 'base64') : undefined);
  if (!key || key.byteLength < MIN_STATE_KEY_BYTES) {
    throw new Error(`secret ${stateKeySecretName} must hold at least ${MIN_STATE_KEY_BYTES} random bytes`);
  }
  return key;
}
