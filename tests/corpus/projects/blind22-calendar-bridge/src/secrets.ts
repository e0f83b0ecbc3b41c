import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export interface KeyRing {
  current: { kid: string; key: Uint8Array };
  byKid(kid: string): Uint8Array | undefined;
}

const MIN_KEY_BYTES = 32;

/**
 * The secret holds {"current":"2024-06","keys":{"2024-06":"<base64>","2024-03":"<base64>"}}.
 * Older kids stay verifiable until their tokens have expired (minutes), then get pruned by ops.
 */
export async function loadKeyRing(secretId: string, client = new SecretsManagerClient({})): Promise<KeyRing> {
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!out.SecretString) throw new Error(`secret ${secretId} has no string value`);

  const doc = JSON.parse(out.SecretString) as { current: string; keys: Record<string, string> };
  const keys = new Map<string, Uint8Array>();
  for (const [kid, encoded] of Object.entries(doc.keys ?? {})) {
    const bytes = Buffer.from(encoded, 'base64');
    if (bytes.length < MIN_KEY_BYTES) {
      throw new Error(`state key ${kid} in ${secretId} is ${bytes.length} bytes; at least ${MIN_KEY_BYTES} required`);
    }
    keys.set(kid, new Uint8Array(bytes));
  }

  const current = keys.get(doc.current);
  if (!current) throw new Error(`current kid "${doc.current}" is not in ${secretId}`);
  return { current: { kid: doc.current, key: current }, byKid: (kid) => keys.get(kid) };
}
