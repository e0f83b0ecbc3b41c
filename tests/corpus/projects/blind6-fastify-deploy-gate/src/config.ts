export interface RingKey {
  id: string;
  secret: string;
}

const env = process.env;

export const settings = {
  port: Number(env.PORT ?? 8787),
  deployApi: env.DEPLOY_API_URL ?? 'http://deployer.internal:9000',
  confirmWindowMs: 5 * 60 * 1000,
};

// Current signing key first, then anything still accepted during rotation.
export const stateKeyRing: RingKey[] = [
  { id: 'current', secret: env.DEPLOY_STATE_SECRET ?? 'local-dev-only-secret' },
  ...(env.DEPLOY_STATE_SECRET_PREVIOUS
    ? [{ id: 'previous', secret: env.DEPLOY_STATE_SECRET_PREVIOUS }]
    : []),
];
