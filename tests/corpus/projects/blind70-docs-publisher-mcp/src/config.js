// Environment configuration for the docs publisher MCP server.

function must(env, name) {
  const v = env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

export const CMS_API_VERSION = '2025-01';

export function loadConfig(env = process.env) {
  const master = Buffer.from(must(env, 'STATE_MASTER_SECRET'), 'base64');
  if (master.length < 32) throw new Error('STATE_MASTER_SECRET must be at least 32 random bytes, base64 encoded');
  const webhookSecret = must(env, 'CMS_WEBHOOK_SECRET');
  if (webhookSecret.length < 24) throw new Error('CMS_WEBHOOK_SECRET is too short');

  return {
    port: Number(env.PORT ?? 4100),
    publicUrl: must(env, 'PUBLIC_URL').replace(/\/$/, ''),
    stateMasterSecret: master,
    stateTtlSeconds: 600,
    cms: {
      baseUrl: must(env, 'CMS_API_URL').replace(/\/$/, ''),
      token: must(env, 'CMS_API_TOKEN'),
      apiVersion: CMS_API_VERSION,
      defaultSpace: env.CMS_DEFAULT_SPACE ?? 'docs',
    },
    webhookSecret,
    redisUrl: env.REDIS_URL ?? 'redis://localhost:6379/2',
    oidc: {
      issuer: must(env, 'OIDC_ISSUER'),
      audience: env.OIDC_AUDIENCE ?? 'docs-publisher',
    },
  };
}
