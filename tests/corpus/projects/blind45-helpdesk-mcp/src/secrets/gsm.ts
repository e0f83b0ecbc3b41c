import { SecretManagerServiceClient } from '@google-cloud/secret-manager';

const client = new SecretManagerServiceClient();

/** Bytes of the `latest` version of a Secret Manager secret. */
export async function accessSecret(project: string, secret: string): Promise<Buffer> {
  const [version] = await client.accessSecretVersion({
    name: `projects/${project}/secrets/${secret}/versions/latest`,
  });
  const data = version.payload?.data;
  if (!data) throw new Error(`secret ${secret} has no payload`);
  return typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
}

export async function accessSecretText(project: string, secret: string): Promise<string> {
  return (await accessSecret(project, secret)).toString('utf8').trim();
}
