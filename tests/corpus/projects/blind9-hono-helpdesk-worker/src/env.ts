export interface Bindings {
  STATE_SECRET?: string;
  GITHUB_CLIENT_ID: string;
  GITHUB_CLIENT_SECRET: string;
  HELPDESK_API: string;
  HELPDESK_TOKEN: string;
  AUTH_ISSUER: string;
  TICKETS: KVNamespace;
}

export interface AppConfig {
  stateSecret: string;
  stateTtlSeconds: number;
  github: { clientId: string; clientSecret: string };
  helpdeskApi: string;
  issuer: string;
}

/**
 * Workers hand us bindings per request, so config is rebuilt on every call.
 * Keep this cheap and side-effect free.
 */
export function loadConfig(env: Bindings): AppConfig {
  return {
    stateSecret: env.STATE_SECRET ?? 'helpdesk-worker-local-state-secret',
    // Agents sometimes take a while to come back with the user's answer.
    stateTtlSeconds: 60 * 60,
    github: { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET },
    helpdeskApi: env.HELPDESK_API,
    issuer: env.AUTH_ISSUER,
  };
}
