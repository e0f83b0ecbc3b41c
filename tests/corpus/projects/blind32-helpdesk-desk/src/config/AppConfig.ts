const MAX_CONFIRMATION_WINDOW_MS = 10 * 60 * 1000;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (value === undefined || value.trim() === '') throw new ConfigError(`Missing required environment variable ${name}`);
  return value.trim();
}

/**
 * Typed view of the environment. Constructed once in server.ts and handed to whoever needs it.
 */
export class AppConfig {
  readonly port: number;
  readonly publicBaseUrl: URL;
  readonly oidcIssuer: string;
  readonly oidcAudience: string;
  readonly jwksUrl: URL;
  /** Static token for the desk's automation runner (macros, SLA bot). Optional: unset disables it. */
  readonly automationToken: string | undefined;
  readonly deskApiUrl: URL;
  readonly deskApiKey: string;
  readonly jiraBaseUrl: URL;
  readonly mergeConfirmationWindowMs: number;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.port = Number(env.PORT ?? 3000);
    if (!Number.isInteger(this.port)) throw new ConfigError('PORT must be an integer');

    this.publicBaseUrl = new URL(need(env, 'PUBLIC_BASE_URL'));
    this.oidcIssuer = need(env, 'OIDC_ISSUER');
    this.oidcAudience = env.OIDC_AUDIENCE ?? new URL('/mcp', this.publicBaseUrl).href;
    this.jwksUrl = new URL(env.OIDC_JWKS_URL ?? new URL('/.well-known/jwks.json', this.oidcIssuer).href);

    this.automationToken = env.DESK_AUTOMATION_TOKEN || undefined;
    if (this.automationToken !== undefined && this.automationToken.length < 32) {
      throw new ConfigError('DESK_AUTOMATION_TOKEN must be at least 32 characters');
    }

    this.deskApiUrl = new URL(need(env, 'DESK_API_URL'));
    this.deskApiKey = need(env, 'DESK_API_KEY');
    this.jiraBaseUrl = new URL(need(env, 'JIRA_BASE_URL'));

    this.mergeConfirmationWindowMs = Number(env.MERGE_CONFIRMATION_WINDOW_MS ?? 5 * 60 * 1000);
    if (
      !Number.isFinite(this.mergeConfirmationWindowMs) ||
      this.mergeConfirmationWindowMs <= 0 ||
      this.mergeConfirmationWindowMs > MAX_CONFIRMATION_WINDOW_MS
    ) {
      throw new ConfigError('MERGE_CONFIRMATION_WINDOW_MS must be between 1 and 600000');
    }
  }
}
