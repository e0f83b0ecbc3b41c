const env = process.env;

function hexKey(name, minBytes) {
  const key = Buffer.from(env[name] ?? '', 'hex');
  if (key.length < minBytes) {
    // refuse to boot rather than sign with an empty or short key
    throw new Error(`${name} must be at least ${minBytes} bytes of hex (try: openssl rand -hex ${minBytes})`);
  }
  return key;
}

const config = {
  port: Number(env.PORT ?? 8080),
  mongoUrl: env.MONGO_URL ?? 'mongodb://127.0.0.1:27017/fleet',
  redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  oidc: {
    issuer: env.OIDC_ISSUER ?? 'https://sso.fleet.internal',
    audience: env.OIDC_AUDIENCE ?? 'fleet-drain-mcp',
  },
  state: {
    key: hexKey('FLEET_STATE_KEY', 32),
    ttlSeconds: 300,
  },
  drain: {
    defaultGraceSeconds: 300,
    concurrency: Number(env.DRAIN_CONCURRENCY ?? 2),
  },
};

export default config;
