import { KMSClient, DecryptCommand } from '@aws-sdk/client-kms';

/**
 * The state key is an AES-256 data key, stored encrypted under a KMS key and handed to the
 * process as base64 ciphertext. Only the KMS decrypt yields the 32 usable bytes.
 */
export async function loadDataKey(ciphertextB64 = process.env.STATE_DATA_KEY_CIPHERTEXT): Promise<Uint8Array> {
  if (!ciphertextB64) throw new Error('STATE_DATA_KEY_CIPHERTEXT is not set');
  const kms = new KMSClient({});
  const out = await kms.send(new DecryptCommand({ CiphertextBlob: Buffer.from(ciphertextB64, 'base64') }));
  const key = out.Plaintext;
  if (!key || key.byteLength !== 32) throw new Error('state data key must be exactly 32 bytes');
  return key;
}
