// Runtime configuration for the payouts server, layered from built-in values, the environment and overrides.
// @ts-nocheck
import merge from 'lodash-es/merge.js';

const BASE = {
  http: { port: 8420, host: '0.0.0.0', path: '/mcp' },
  db: { max: 10, idleTimeoutMillis: 30_000 },
  identity: {
    introspectUrl: 'https://id.ledgerline.internal/oauth2/introspect',
    clientId: 'payouts-mcp',
    requiredScope: 'payouts',
  },
  bankFeed: { baseUrl: 'https://feeds.ledgerline.internal/v2', timeoutMs: 8_000 },
  state: { ttlMs: 5 * 60_000 },
  payouts: { maxAmountCents: 2_500_000, currencies: ['USD', 'CAD', 'EUR'] },
};

const num = (value) => (value === undefined || value === '' ? undefined : Number(value));

function fromEnv(env) {
  return {
    http: { port: num(env.PORT), host: env.HOST },
    db: { connectionString: env.DATABASE_URL, max: num(env.PG_POOL_MAX) },
    identity: {
      introspectUrl: env.IDENTITY_INTROSPECT_URL,
      clientId: env.IDENTITY_CLIENT_ID,
      clientSecret: env.IDENTITY_CLIENT_SECRET,
    },
    bankFeed: {
      baseUrl: env.BANK_FEED_URL,
      clientId: env.BANK_FEED_CLIENT_ID,
      clientSecret: env.BANK_FEED_CLIENT_SECRET,
    },
    state: { secret: env.LEDGERLINE_STATE_SECRET, ttlMs: num(env.STATE_TTL_MS) },
  };
}

export class AppConfig {
  #values;

  constructor(overrides = {}, env = process.env) {
    this.#values = merge({}, BASE, fromEnv(env), overrides);
  }

  get http() {
    return this.#values.http;
  }

  get db() {
    return this.#values.db;
  }

  get identity() {
    return this.#values.identity;
  }

  get bankFeed() {
    return this.#values.bankFeed;
  }

  get state() {
    return { ...this.#values.state };
  }

  get payouts() {
    return this.#values.payouts;
  }
}

export const loadConfig = (overrides?: object) => new AppConfig(overrides);
