import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env.js';
import { github } from './client.js';

const PREFIX = 'sha256=';

/** X-Hub-Signature-256: `sha256=<hex HMAC of the raw body>` under the app's webhook secret. */
export const verifyDelivery = (rawBody: Buffer, header: string): boolean => {
  if (!header.startsWith(PREFIX)) return false;
  const presented = Buffer.from(header.slice(PREFIX.length), 'hex');
  const expected = createHmac('sha256', env.webhookSecret).update(rawBody).digest();
  return presented.length === expected.length && timingSafeEqual(presented, expected);
};

export const handleDelivery = (event: string, payload: { action?: string; repositories_removed?: { full_name: string }[] }) => {
  if (event === 'installation_repositories' && payload.action === 'removed') {
    payload.repositories_removed?.forEach((repo) => github.forget(repo.full_name));
  }
};
