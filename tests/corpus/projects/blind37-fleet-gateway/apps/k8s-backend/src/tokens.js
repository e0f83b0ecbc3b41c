import { createStateTokens } from '@fleet/round-trip/jwt';

const raw = process.env.FLEET_STATE_SECRET;
if (!raw) throw new Error('FLEET_STATE_SECRET is not set (openssl rand -base64 32)');

export const CLUSTER = process.env.FLEET_CLUSTER_NAME ?? 'dev';

export const stateTokens = createStateTokens({
  secret: Buffer.from(raw, 'base64'),
  issuer: `fleet-k8s-backend/${CLUSTER}`,
});
