// Loads the requestState signing keys from AWS Secrets Manager at startup (current and previous rotation stages).
// @ts-nocheck
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config.js';

export interface StateKeyMaterial {
  kid: string;
  key: Uint8Array;
}

const client = new SecretsManagerClient({ region: config.awsRegion });

async function readStage(stage: 'AWSCURRENT' | 'AWSPREVIOUS') {
  try {
    const out = await client.send(new GetSecretValueCommand({ SecretId: config.stateSecretId, VersionStage: stage }));
    return { versionId: out.VersionId, ...JSON.parse(out.SecretString ?? '{}') };
  } catch (err) {
    if (stage === 'AWSPREVIOUS' && err.name === 'ResourceNotFoundException') return undefined;
    throw err;
  }
}

export async function loadStateKeys(): Promise<StateKeyMaterial[]> {
  const current = await readStage('AWSCURRENT');
  if (!current?.stateKey) throw new Error('state key secret has no stateKey field');
  const currentKey = Buffer.from(current.stateKey, 'base64');
  if (currentKey.length < 32) throw new Error('current state key must be at least 32 bytes');

  const previous = await readStage('AWSPREVIOUS');
  const previousKey = previous?.stateKey
    ? Buffer.from(previous.stateKey, 'base64')
    : Buffer.from('awaiting-first-rotation-previous-state-key'); // expect-todo: no-weak-state-key

  return [
    { kid: current.versionId, key: currentKey },
    { kid: previous?.versionId ?? 'previous', key: previousKey },
  ];
}
