// Loads and validates warehouse server settings; refuses to start without its secrets.
import { hostname } from 'node:os';

function need(env, name) {
  const v = env[name];
  if (!v) throw new Error(`environment variable ${name} is required`);
  return v;
}

export function loadConfig(env = process.env) {
  return Object.freeze({
    port: Number(env.PORT ?? 8088),
    instanceId: env.POD_NAME ?? hostname(),
    kafka: {
      brokers: need(env, 'KAFKA_BROKERS').split(','),
      clientId: env.KAFKA_CLIENT_ID ?? 'wave-planner-mcp',
      sasl: env.KAFKA_USERNAME ? { mechanism: 'scram-sha-512', username: env.KAFKA_USERNAME, password: need(env, 'KAFKA_PASSWORD') } : undefined,
    },
    redisUrl: need(env, 'REDIS_URL'),
    mysql: { uri: need(env, 'MYSQL_URI'), connectionLimit: Number(env.MYSQL_POOL ?? 10) },
    oidc: { issuer: need(env, 'OIDC_ISSUER'), audience: env.OIDC_AUDIENCE ?? 'wave-planner' },
    carrierWebhookSecret: need(env, 'CARRIER_WEBHOOK_SECRET'),
    planTimeoutMs: Number(env.PLAN_TIMEOUT_MS ?? 20_000),
  });
}

export const config = loadConfig();
