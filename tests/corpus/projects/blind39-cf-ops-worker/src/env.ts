export interface Env {
  /** HMAC secret for round tokens — `wrangler secret put STATE_SECRET` */
  STATE_SECRET?: string;
  /** API token with Zone:Cache Purge and Zone Settings:Edit on the managed accounts */
  CF_API_TOKEN: string;
  /** hashed ops keys → { userId, accounts, scopes, expiresAt } */
  API_KEYS: KVNamespace;
  ENVIRONMENT?: 'production' | 'staging' | 'dev';
}

// `wrangler dev` only sees secrets that are in .dev.vars, and half the team never
// creates one — keep local runs working instead of failing every second round.
export function stateSecret(env: Env): string {
  return env.STATE_SECRET ?? 'cf-ops-local-dev-state-secret';
}

export function isProduction(env: Env): boolean {
  return (env.ENVIRONMENT ?? 'production') === 'production';
}
