import { SecretManagerServiceClient } from '@google-cloud/secret-manager';

const MIN_KEY_BYTES = 32;
let pending: Promise<Uint8Array> | undefined;

async function fromSecretManager(): Promise<Uint8Array> {
  const project = process.env.GOOGLE_CLOUD_PROJECT;
  if (!project) throw new Error('GOOGLE_CLOUD_PROJECT is not set and PAYROLL_STATE_KEY is missing');
  const client = new SecretManagerServiceClient();
  const [version] = await client.accessSecretVersion({
    name: `projects/${project}/secrets/payroll-mcp-state-key/versions/latest`,
  });
  const data = version.payload?.data;
  if (!data) throw new Error('payroll-mcp-state-key has no payload');
  return typeof data === 'string' ? Buffer.from(data, 'base64') : new Uint8Array(data);
}

async function load(): Promise<Uint8Array> {
  const fromEnv = process.env.PAYROLL_STATE_KEY;
  const key = fromEnv ? Buffer.from(fromEnv, 'base64') : await fromSecretManager();
  if (key.byteLength < MIN_KEY_BYTES) {
    throw new Error(`request-state key must be at least ${MIN_KEY_BYTES} bytes, got ${key.byteLength}`);
  }
  return key;
}

export function stateKey(): Promise<Uint8Array> {
  pending ??= load().catch((err) => {
    pending = undefined;
    throw err;
  });
  return pending;
}
