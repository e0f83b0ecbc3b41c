import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';

// The continuation key lives in Secrets Manager (rotated by the platform team); every replica
// loads the same one so a retry may land on any instance.
const KEY_SECRET_ID = process.env.CONTINUATION_KEY_SECRET_ID ?? 'bin-ops/continuation-key';

let cached: Promise<CryptoKey> | undefined;

async function loadKey(): Promise<CryptoKey> {
  const sm = new SecretsManagerClient({});
  const out = await sm.send(new GetSecretValueCommand({ SecretId: KEY_SECRET_ID }));
  if (!out.SecretBinary || out.SecretBinary.byteLength < 32) {
    throw new Error(`${KEY_SECRET_ID} must hold at least 32 random bytes`);
  }
  return crypto.subtle.importKey('raw', out.SecretBinary, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export const continuationKey = (): Promise<CryptoKey> => (cached ??= loadKey());
