import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { env } from '../env.js';

const client = new SecretsManagerClient({ region: env.AWS_REGION });

/**
 * Returns the raw bytes of one version stage of a secret (AWSCURRENT, AWSPREVIOUS, AWSPENDING),
 * or null when that stage does not exist yet (a secret that was never rotated has no AWSPREVIOUS).
 */
export async function secretBytes(secretId, versionStage = 'AWSCURRENT') {
  try {
    const out = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: versionStage }));
    if (out.SecretBinary) return Buffer.from(out.SecretBinary);
    return Buffer.from(out.SecretString ?? '', 'utf8');
  } catch (err) {
    if (err instanceof ResourceNotFoundException && versionStage !== 'AWSCURRENT') return null;
    throw err;
  }
}

export async function secretJson(secretId) {
  const bytes = await secretBytes(secretId);
  return JSON.parse(bytes.toString('utf8'));
}
