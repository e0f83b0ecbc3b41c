import convict from 'convict';

/**
 * Runtime configuration. Every value can be overridden from the environment;
 * `config.validate` runs at import time so a typo in an env var fails fast.
 */
export const config = convict({
  env: {
    doc: 'Application environment',
    format: ['production', 'staging', 'development', 'test'],
    default: 'development',
    env: 'NODE_ENV',
  },
  http: {
    port: { doc: 'HTTP port for the MCP endpoint', format: 'port', default: 8080, env: 'PORT' },
    path: { doc: 'Mount path of the MCP endpoint', format: String, default: '/mcp', env: 'MCP_PATH' },
  },
  ledger: {
    baseUrl: {
      doc: 'Base URL of the internal ledger API',
      format: 'url',
      default: 'https://ledger.internal.example.com',
      env: 'LEDGER_BASE_URL',
    },
    timeoutMs: { doc: 'Upstream request timeout', format: 'nat', default: 8000, env: 'LEDGER_TIMEOUT_MS' },
  },
  state: {
    key: {
      doc: 'HMAC key used to sign requestState handed to MCP clients',
      format: String,
      default: 'ledger-desk-dev-state-key', // expect-todo: no-weak-state-key
      env: 'LEDGER_STATE_KEY',
      sensitive: true,
    },
    ttlMs: {
      doc: 'Lifetime of a requestState, in milliseconds',
      format: 'nat',
      default: 5 * 60 * 1000,
      env: 'LEDGER_STATE_TTL_MS',
    },
  },
});

config.validate({ allowed: 'strict' });

export type AppConfig = typeof config;
