// Loads current and previous state codec keys from Google Cloud Secret Manager.
// @ts-nocheck
import { SecretManagerServiceClient } from '@google-cloud/secret-manager';

export interface CodecKeys {
  current: Uint8Array;
  previous: Uint8Array;
}

const client = new SecretManagerServiceClient();

async function accessVersion(name: string): Promise<Buffer | undefined> {
  try {
    const [version] = await client.accessSecretVersion({ name });
    const data = version.payload?.data;
    return data ? Buffer.from(data as Uint8Array) : undefined;
  } catch (err) {
    if ((err as { code?: number }).code === 5 /* NOT_FOUND */) return undefined;
    throw err;
  }
}

/**
 * The rotation job adds a new version of docs-mcp-state-key and records the one it replaced
 * in STATE_KEY_PREVIOUS_VERSION, so in-flight rounds signed by the old key still verify.
 */
export async function loadCodecKeys(): Promise<CodecKeys> {
  const project = process.env.GOOGLE_CLOUD_PROJECT;
  if (!project) throw new Error('GOOGLE_CLOUD_PROJECT is not set');
  const base = `projects/${project}/secrets/docs-mcp-state-key/versions`;

  const current = await accessVersion(`${base}/latest`);
  if (!current || current.length < 32) throw new Error('docs-mcp-state-key/latest missing or shorter than 32 bytes');

  const prevVersion = process.env.STATE_KEY_PREVIOUS_VERSION;
  const previous = prevVersion ? await accessVersion(`${base}/${prevVersion}`) : undefined;

  return {
    current,
    // keep the verify path uniform even before the first rotation has happened
    previous: previous ?? Buffer.from(process.env.STATE_KEY_PREVIOUS ?? 'docs-mcp-previous-state-key-not-rotated-yet'),
  };
}
