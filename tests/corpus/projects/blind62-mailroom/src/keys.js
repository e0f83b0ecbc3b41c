import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * The request-state signing key lives in AWS Secrets Manager. Every instance
 * reads the same secret, so any instance can verify state another one issued.
 * There is no fallback: without the secret the server does not start.
 */

const MIN_KEY_BYTES = 32;
let pending;

async function fetchKey() {
  const secretId = process.env.MAILROOM_STATE_SECRET_ID;
  if (!secretId) throw new Error('MAILROOM_STATE_SECRET_ID is not set');

  const client = new SecretsManagerClient({ region: process.env.AWS_REGION });
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  const bytes = out.SecretBinary ? Buffer.from(out.SecretBinary) : Buffer.from(out.SecretString ?? '', 'base64');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`secret ${secretId} must hold at least ${MIN_KEY_BYTES} random bytes (base64), found ${bytes.length}`);
  }
  return new Uint8Array(bytes);
}

export function stateSigningKey() {
  pending ??= fetchKey().catch((err) => {
    pending = undefined;
    throw err;
  });
  return pending;
}
