import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export interface StateKey {
  id: string;
  secret: Buffer;
}

/** Which sealer mints requestState: 'hmac' (signed) or 'aead' (AES-256-GCM, unreadable to clients). */
export const sealerKind: 'hmac' | 'aead' = process.env.NOTES_STATE_SEALER === 'aead' ? 'aead' : 'hmac';

const client = new SecretsManagerClient({});

// A key set secret holds { "current": "2025-07", "keys": { "2025-07": "<base64>", "2025-01": "<base64>" } }.
// The current key comes first and signs; the others are kept only until their state has expired.
async function readKeySet(secretId: string): Promise<StateKey[]> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`${secretId} has no value`);
  const doc = JSON.parse(SecretString) as { current: string; keys: Record<string, string> };
  const ids = [doc.current, ...Object.keys(doc.keys).filter((id) => id !== doc.current)];
  return ids.map((id) => {
    const secret = Buffer.from(doc.keys[id] ?? '', 'base64');
    if (secret.length !== 32) throw new Error(`${secretId}: key "${id}" must be 32 bytes`);
    return { id, secret };
  });
}

export const macKeys = await readKeySet(process.env.NOTES_STATE_MAC_SECRET_ID ?? 'notes-sync/state-mac');

// During a switch to 'aead' the MAC keys stay loaded: state minted just before the switch is HMAC-sealed.
export const aeadKeys =
  sealerKind === 'aead' ? await readKeySet(process.env.NOTES_STATE_AEAD_SECRET_ID ?? 'notes-sync/state-aead') : [];
