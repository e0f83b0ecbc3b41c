// Runtime configuration for the vendor onboarding server, read from the environment.
// @ts-nocheck

export interface IdpConfig {
  introspectionUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface StateConfig {
  secret: string;
  ttlMs: number;
}

export interface AppConfig {
  port: number;
  databaseUrl: string;
  erpBaseUrl: string;
  idp: IdpConfig;
  state: StateConfig;
  requiredScopes: string[];
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value || !value.trim()) {
    throw new Error(`configuration: ${name} is not set`);
  }
  return value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number.parseInt(env.PORT ?? '8787', 10),
    databaseUrl: required(env, 'DATABASE_URL'),
    erpBaseUrl: (env.ERP_BASE_URL ?? 'https://erp.internal.northwind-supply.com/api/v3').replace(/\/+$/, ''),
    idp: {
      introspectionUrl: required(env, 'IDP_INTROSPECTION_URL'),
      clientId: required(env, 'IDP_CLIENT_ID'),
      clientSecret: required(env, 'IDP_CLIENT_SECRET'),
    },
    state: {
      secret: env.ONBOARDING_STATE_SECRET || 'vendor-onboarding-dev-secret',
      ttlMs: 10 * 60 * 1000,
    },
    requiredScopes: (env.REQUIRED_SCOPES ?? 'vendors:write').split(/[\s,]+/).filter(Boolean),
  };
}
