import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env.js';

const MIN_KEY_BYTES = 32;
const client = new SecretsManagerClient({ region: env.AWS_REGION });

/**
 * Secrets Manager keeps the key being rotated in as AWSCURRENT and the one before it as AWSPREVIOUS.
 * Each version's SecretString is {"key":"<base64 of 32 random bytes>"}; the version id is the key id.
 */
async function fetchVersion(stage) {
  try {
    const out = await client.send(new GetSecretValueCommand({ SecretId: env.STATE_KEYS_SECRET_ID, VersionStage: stage }));
    return { id: out.VersionId, secret: decodeKey(out.SecretString, `${stage} (${out.VersionId})`) };
  } catch (err) {
    if (stage === 'AWSPREVIOUS' && err?.name === 'ResourceNotFoundException') return undefined;
    throw err;
  }
}

function decodeKey(secretString, label) {
  const parsed = JSON.parse(secretString ?? '{}');
  const bytes = Buffer.from(String(parsed.key ?? ''), 'base64');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`${env.STATE_KEYS_SECRET_ID} ${label}: the key must hold at least ${MIN_KEY_BYTES} bytes`);
  }
  return bytes;
}

/** Newest first: the first key seals, every key opens. */
export async function loadKeyRing() {
  const current = await fetchVersion('AWSCURRENT');
  const previous = await fetchVersion('AWSPREVIOUS');
  return previous && previous.id !== current.id ? [current, previous] : [current];
}

export async function readLaunchDarklyToken() {
  const out = await client.send(new GetSecretValueCommand({ SecretId: env.LD_API_TOKEN_SECRET_ID }));
  if (!out.SecretString) throw new Error(`${env.LD_API_TOKEN_SECRET_ID} is empty`);
  return out.SecretString.trim();
}
