// Runtime configuration for the fleet-dispatch services, read once from the environment.
// @ts-nocheck

export interface FleetConfig {
  port: number;
  databaseUrl: string;
  telematics: { url: string; apiKey: string };
  routingUrl: string;
  tokenExchangeUrl: string;
  introspection: { url: string; clientId: string; clientSecret: string };
  state: { secret: string; ttlMs: number };
}

function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value || !value.trim()) {
    throw new Error(`fleet-dispatch: environment variable ${name} is required`);
  }
  return value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FleetConfig {
  return {
    port: Number.parseInt(env.PORT ?? '8787', 10),
    databaseUrl: need(env, 'DATABASE_URL'),
    telematics: {
      url: env.TELEMATICS_URL ?? 'https://telematics.fleet.internal',
      apiKey: need(env, 'TELEMATICS_API_KEY'),
    },
    routingUrl: env.ROUTING_URL ?? 'https://routing.fleet.internal/v2',
    tokenExchangeUrl: need(env, 'TOKEN_EXCHANGE_URL'),
    introspection: {
      url: need(env, 'OAUTH_INTROSPECTION_URL'),
      clientId: need(env, 'OAUTH_CLIENT_ID'),
      clientSecret: need(env, 'OAUTH_CLIENT_SECRET'),
    },
    state: {
      secret: env.DISPATCH_STATE_SECRET ?? 'fleet-dispatch-state-dev',
      ttlMs: 10 * 60 * 1000,
    },
  };
}
