import { SecretManagerServiceClient } from '@google-cloud/secret-manager';

const client = new SecretManagerServiceClient();
const project = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;

async function access(name: string): Promise<string> {
  const [version] = await client.accessSecretVersion({ name: `projects/${project}/secrets/${name}/versions/latest` });
  const data = version.payload?.data;
  if (!data) throw new Error(`Secret ${name} has no payload`);
  return Buffer.from(data as Uint8Array).toString('utf8').trim();
}

// One fetch per instance; every request on a warm instance reuses the promise.
let stateKey: Promise<Buffer> | undefined;
let channelToken: Promise<string> | undefined;
let oauthSecret: Promise<string> | undefined;

export function stateKeyBytes(): Promise<Buffer> {
  stateKey ??= access('mcp-state-key').then((text) => {
    const key = Buffer.from(text, 'base64');
    if (key.length < 32) throw new Error('mcp-state-key must decode to at least 32 bytes');
    return key;
  });
  return stateKey;
}

export const calendarChannelToken = (): Promise<string> => (channelToken ??= access('calendar-channel-token'));

export const oauthClientSecret = (): Promise<string> => (oauthSecret ??= access('google-oauth-client-secret'));
