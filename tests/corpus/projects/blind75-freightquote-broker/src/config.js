// Application configuration: defaults merged with the environment and per-instance overrides.
import { env as processEnv } from './env.js';

const DEFAULTS = {
  http: { port: 8088, path: '/mcp' },
  state: { ttlSeconds: 300, maxTtlSeconds: 600 },
  carriers: { timeoutMs: 12_000, retries: 1 },
  quotes: { holdMinutes: 30, maxPallets: 26 },
};

export class Config {
  constructor(source = processEnv, overrides = {}) {
    this.source = source;
    this.overrides = overrides;
  }

  get http() {
    return Object.assign({}, DEFAULTS.http, { port: this.source.port || DEFAULTS.http.port }, this.overrides.http);
  }

  get state() {
    const ttl = this.source.stateTtlSeconds || DEFAULTS.state.ttlSeconds;
    return Object.assign(
      {},
      DEFAULTS.state,
      { key: this.source.stateKey, ttlSeconds: Math.min(ttl, DEFAULTS.state.maxTtlSeconds) },
      this.overrides.state,
    );
  }

  get carriers() {
    return Object.assign(
      {},
      DEFAULTS.carriers,
      { baseUrl: this.source.carrierGatewayUrl, gatewayKey: this.source.carrierGatewayKey },
      this.overrides.carriers,
    );
  }

  get quotes() {
    return Object.assign({}, DEFAULTS.quotes, this.overrides.quotes);
  }

  get dispatchTokens() {
    const list = JSON.parse(this.source.dispatchTokens || '[]');
    if (!Array.isArray(list)) throw new Error('DISPATCH_API_TOKENS must be a JSON array');
    return list;
  }

  get databaseUrl() {
    return this.source.databaseUrl;
  }
}
