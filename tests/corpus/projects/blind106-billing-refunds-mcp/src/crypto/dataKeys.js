// Unwraps the versioned requestState master keys with AWS KMS at startup and keeps them in memory.
import { DecryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from '../config.js';

const kms = new KMSClient({ region: config.aws.region });
const unwrapped = new Map();

export async function loadDataKeys() {
  for (const [kid, wrapped] of Object.entries(config.state.wrappedKeys)) {
    const out = await kms.send(
      new DecryptCommand({
        CiphertextBlob: Buffer.from(wrapped, 'base64'),
        KeyId: config.aws.stateKeyArn,
        EncryptionContext: { purpose: 'mcp-request-state', kid },
      }),
    );
    const plaintext = Buffer.from(out.Plaintext);
    if (plaintext.length !== 32) throw new Error(`state data key ${kid} is not 256 bits`);
    unwrapped.set(kid, plaintext);
  }
  if (!unwrapped.has(config.state.activeKid)) {
    throw new Error(`active state key ${config.state.activeKid} is not among the wrapped keys`);
  }
}

export function masterFor(kid) {
  return unwrapped.get(kid);
}

export function activeKid() {
  return config.state.activeKid;
}
