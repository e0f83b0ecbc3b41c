import { randomUUID } from 'node:crypto';

export type StateBackend = 'jwt' | 'sdk-codec';

export class InvalidConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`release-train cannot start:\n${issues.map((i) => `  * ${i}`).join('\n')}`);
    this.name = 'InvalidConfigError';
  }
}

export class AppConfig {
  private constructor(
    readonly port: number,
    readonly stateBackend: StateBackend,
    readonly stateSecret: string,
    readonly ciWebhookSecret: string,
    readonly deployApiUrl: URL,
    readonly deployApiToken: string,
    readonly jwksUrl: URL,
    readonly tokenIssuer: string,
    readonly tokenAudience: string,
    readonly protectedEnvironments: readonly string[],
  ) {}

  static load(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const issues: string[] = [];
    const str = (name: string): string => {
      const value = env[name];
      if (!value) issues.push(`${name} is not set`);
      return value ?? '';
    };
    const url = (name: string): URL => {
      const value = str(name);
      try {
        return new URL(value);
      } catch {
        if (value) issues.push(`${name} is not a URL: ${value}`);
        return new URL('http://invalid.local');
      }
    };

    const port = Number(env.PORT ?? '7420');
    if (!Number.isSafeInteger(port) || port <= 0) issues.push('PORT must be a positive integer');

    const stateBackend: StateBackend = env.STATE_BACKEND === 'sdk-codec' ? 'sdk-codec' : 'jwt';

    // Single-replica installs don't need to share the state secret, so it is optional.
    const stateSecret = env.RELEASE_STATE_SECRET ?? randomUUID(); // expect-todo: no-weak-state-key

    const config = new AppConfig(
      port,
      stateBackend,
      stateSecret,
      str('CI_WEBHOOK_SECRET'),
      url('DEPLOY_API_URL'),
      str('DEPLOY_API_TOKEN'),
      url('OIDC_JWKS_URL'),
      str('OIDC_ISSUER'),
      env.OIDC_AUDIENCE ?? 'release-train',
      (env.PROTECTED_ENVIRONMENTS ?? 'production').split(',').map((s) => s.trim()).filter(Boolean),
    );
    if (issues.length > 0) throw new InvalidConfigError(issues);
    return config;
  }
}
