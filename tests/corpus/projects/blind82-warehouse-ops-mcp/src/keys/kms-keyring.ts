// Unwraps the requestState data keys with AWS KMS at startup and derives one sub-key per purpose with HKDF.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DecryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from '../config.js';

export type Purpose = 'request-state' | 'audit-chain';

interface ManifestEntry {
  kid: string;
  status: 'active' | 'verify-only' | 'retired';
  wrapped: string;
}

export interface Keyring {
  activeKid: string;
  kids: string[];
  subKey(kid: string, purpose: Purpose): Buffer | undefined;
}

const HKDF_SALT = Buffer.from('warehouse-ops-mcp/hkdf/v1');

export async function loadKeyring(): Promise<Keyring> {
  const manifest: ManifestEntry[] = JSON.parse(await readFile(config.keyManifestPath, 'utf8')).keys;
  const active = manifest.filter((e) => e.status === 'active');
  if (active.length !== 1) throw new Error(`key manifest must mark exactly one active key, found ${active.length}`);

  const kms = new KMSClient({ region: config.awsRegion });
  const masters = new Map<string, Buffer>();
  for (const entry of manifest) {
    if (entry.status === 'retired') continue;
    const out = await kms.send(
      new DecryptCommand({
        KeyId: config.kmsKeyArn,
        CiphertextBlob: Buffer.from(entry.wrapped, 'base64'),
        EncryptionContext: { service: 'warehouse-ops-mcp', kid: entry.kid },
      }),
    );
    const plaintext = Buffer.from(out.Plaintext);
    if (plaintext.length < 32) throw new Error(`data key ${entry.kid} unwrapped to ${plaintext.length} bytes, need 32`);
    masters.set(entry.kid, plaintext);
  }

  const derived = new Map<string, Buffer>();
  return {
    activeKid: active[0].kid,
    kids: [...masters.keys()],
    subKey(kid, purpose) {
      const master = masters.get(kid);
      if (!master) return undefined;
      const id = `${kid}/${purpose}`;
      let key = derived.get(id);
      if (!key) {
        key = Buffer.from(hkdfSync('sha256', master, HKDF_SALT, `warehouse-ops-mcp:${purpose}`, 32));
        derived.set(id, key);
      }
      return key;
    },
  };
}
