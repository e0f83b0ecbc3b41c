// Environment-backed configuration for the metrics rollup server; refuses to start without strong keys.
// @ts-nocheck

function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

export function decodeKey(raw: string, name: string): Uint8Array {
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error(`${name} must be base64 for at least 32 random bytes`);
  return new Uint8Array(key);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 8080),
    clickhouse: {
      url: need(env, 'CLICKHOUSE_URL'),
      username: env.CLICKHOUSE_USER ?? 'default',
      password: need(env, 'CLICKHOUSE_PASSWORD'),
      database: env.CLICKHOUSE_DB ?? 'metrics',
    },
    redisUrl: need(env, 'REDIS_URL'),
    oauth: {
      issuer: need(env, 'OAUTH_ISSUER'),
      audience: env.OAUTH_AUDIENCE ?? 'metrics-rollup',
      jwksUrl: need(env, 'OAUTH_JWKS_URL'),
    },
    stateKey: decodeKey(env.ROLLUP_STATE_KEY ?? '', 'ROLLUP_STATE_KEY'),
    schedulerWebhookSecret: decodeKey(env.SCHEDULER_WEBHOOK_SECRET ?? '', 'SCHEDULER_WEBHOOK_SECRET'),
    apiVersion: '2025-06',
    maxPointsPerRound: Number(env.MAX_POINTS_PER_ROUND ?? 20_000),
    maxScanRowsWithoutConfirm: Number(env.MAX_SCAN_ROWS ?? 50_000_000),
  };
}

export const config = loadConfig();
