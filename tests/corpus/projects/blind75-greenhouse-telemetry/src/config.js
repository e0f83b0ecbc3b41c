// Settings for the greenhouse server: defaults, then overrides, then environment, read through getters.
const DEFAULTS = {
  port: 8750,
  redisUrl: 'redis://127.0.0.1:6379/2',
  keyEnv: 'GREENHOUSE_STATE_KEY',
  pending: { ttlMs: 5 * 60_000, prefix: 'gh:pending:' },
  sealer: { maxAgeSec: 300 },
  hub: { baseUrl: 'https://hub.greenhouse.internal/api', timeoutMs: 6_000 },
  identity: { issuer: 'https://auth.greenhouse.example/', audience: 'greenhouse-mcp' },
};

function decodeKey(name, value) {
  if (!value) throw new Error(`${name} is required`);
  if (!/^[0-9a-fA-F]{64,}$/.test(value)) throw new Error(`${name} must be at least 32 bytes of hex`);
  return Buffer.from(value, 'hex');
}

export function createConfig(overrides = {}, env = process.env) {
  const base = {
    ...DEFAULTS,
    ...overrides,
    pending: { ...DEFAULTS.pending, ...overrides.pending },
    sealer: { ...DEFAULTS.sealer, ...overrides.sealer },
    hub: { ...DEFAULTS.hub, ...overrides.hub },
    identity: { ...DEFAULTS.identity, ...overrides.identity },
  };

  return {
    get port() {
      return Number(env.PORT || base.port);
    },
    get redisUrl() {
      return env.REDIS_URL || base.redisUrl;
    },
    get pending() {
      return base.pending;
    },
    get sealer() {
      return { ...base.sealer, key: decodeKey(base.keyEnv, env[base.keyEnv]) };
    },
    get hub() {
      return { ...base.hub, baseUrl: env.HUB_URL || base.hub.baseUrl, apiKey: env.HUB_API_KEY };
    },
    get hubWebhookSecret() {
      const secret = env.HUB_WEBHOOK_SECRET;
      if (!secret || secret.length < 32) throw new Error('HUB_WEBHOOK_SECRET must be set (32+ characters)');
      return secret;
    },
    get identity() {
      return { ...base.identity, issuer: env.AUTH_ISSUER || base.identity.issuer };
    },
  };
}
