// Configuration service: environment values over built-in defaults, exposed through validating getters.
// @ts-nocheck
const DEFAULTS = {
  port: 9300,
  mcpPath: '/mcp',
  identity: {
    issuer: 'https://sso.archivist.example/',
    audience: 'archivist-mcp',
    jwksPath: '/.well-known/jwks.json',
  },
  archive: { baseUrl: 'https://vault.archivist.internal/api/v2', timeoutMs: 15_000 },
  state: { lifetime: '5m' },
};

const MAX_STATE_SECONDS = 600;

export function parseDuration(value: string | number): number {
  if (typeof value === 'number') return value;
  const m = /^(\d+)\s*(s|m)?$/.exec(String(value).trim());
  if (!m) throw new Error(`cannot parse duration "${value}"`);
  return Number(m[1]) * (m[2] === 'm' ? 60 : 1);
}

function required(env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export class ConfigService {
  #env;
  #overrides;

  constructor({ env = process.env, overrides = {} } = {}) {
    this.#env = env;
    this.#overrides = overrides;
  }

  get port(): number {
    return Number(this.#env.PORT ?? this.#overrides.port ?? DEFAULTS.port);
  }

  get mcpPath(): string {
    return this.#overrides.mcpPath ?? DEFAULTS.mcpPath;
  }

  get identity() {
    const merged = { ...DEFAULTS.identity, ...this.#overrides.identity };
    return { ...merged, issuer: this.#env.SSO_ISSUER ?? merged.issuer };
  }

  get archive() {
    return {
      ...DEFAULTS.archive,
      ...this.#overrides.archive,
      baseUrl: this.#env.ARCHIVE_URL ?? this.#overrides.archive?.baseUrl ?? DEFAULTS.archive.baseUrl,
      serviceKey: required(this.#env, 'ARCHIVE_SERVICE_KEY'),
    };
  }

  get stateTtlSeconds(): number {
    const lifetime = this.#overrides.state?.lifetime ?? this.#env.STATE_LIFETIME ?? DEFAULTS.state.lifetime;
    return Math.min(parseDuration(lifetime), MAX_STATE_SECONDS);
  }

  get masterKey(): string {
    return required(this.#env, 'ARCHIVIST_MASTER_KEY');
  }

  get webhookSecret(): string {
    const secret = required(this.#env, 'ARCHIVE_WEBHOOK_SECRET');
    if (secret.length < 32) throw new Error('ARCHIVE_WEBHOOK_SECRET must be at least 32 characters');
    return secret;
  }

  get databaseUrl(): string {
    return required(this.#env, 'DATABASE_URL');
  }
}
