// Runtime configuration for the fleet dispatch server, read once from the environment.
// @ts-nocheck

export enum DeployStage {
  Local = "local",
  Staging = "staging",
  Production = "production",
}

export interface DispatchConfig {
  readonly stage: DeployStage;
  readonly port: number;
  readonly databaseUrl: string;
  readonly telematicsBaseUrl: string;
  readonly identity: {
    readonly introspectionUrl: string;
    readonly clientId: string;
    readonly clientSecret: string;
    readonly audience: string;
  };
  readonly state: {
    readonly secret: string;
    readonly ttlMs: number;
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value.trim() === "") {
    throw new Error(`missing required environment variable ${name}`);
  }
  return value;
}

function parseStage(raw: string | undefined): DeployStage {
  const known = Object.values(DeployStage) as string[];
  return raw !== undefined && known.includes(raw) ? (raw as DeployStage) : DeployStage.Local;
}

function parsePort(raw: string | undefined, fallback: number): number {
  const n = Number.parseInt(raw ?? "", 10);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
}

const env = process.env;

export const config = {
  stage: parseStage(env.DISPATCH_STAGE),
  port: parsePort(env.PORT, 8787),
  databaseUrl: required("DATABASE_URL"),
  telematicsBaseUrl: env.TELEMATICS_URL ?? "https://telematics.fleet.internal/v2",
  identity: {
    introspectionUrl: env.IDP_INTROSPECTION_URL ?? "https://login.fleet.internal/oauth2/introspect",
    clientId: env.IDP_CLIENT_ID ?? "fleet-dispatch-mcp",
    clientSecret: required("IDP_CLIENT_SECRET"),
    audience: env.IDP_AUDIENCE ?? "fleet-dispatch",
  },
  state: {
    secret: env.DISPATCH_STATE_SECRET ?? "fleet-dispatch-state",
    ttlMs: 10 * 60 * 1000,
  },
} satisfies DispatchConfig;

export type Config = typeof config;
