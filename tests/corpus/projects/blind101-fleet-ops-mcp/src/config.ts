// Reads fleet-ops server settings from environment variables and mounted secret files.
// @ts-nocheck
import { readFileSync } from 'node:fs';

export interface FleetConfig {
  port: number;
  databaseUrl: string;
  telematicsUrl: string;
  telematicsApiKey: string;
  introspection: { url: string; clientId: string; clientSecret: string };
  stateSecret: string;
  routeKeyHex: string;
  requiredScope: string;
}

function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

function fromFile(path: string | undefined): string | undefined {
  if (!path) return undefined;
  return readFileSync(path, 'utf8').trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FleetConfig {
  const stateSecret = fromFile(env.FLEET_STATE_SECRET_FILE) ?? env.FLEET_STATE_SECRET;
  return {
    port: Number(env.PORT ?? 8080),
    databaseUrl: need(env, 'DATABASE_URL'),
    telematicsUrl: (env.TELEMATICS_URL ?? 'https://telematics.fleet.internal/api/v2').replace(/\/$/, ''),
    telematicsApiKey: fromFile(env.TELEMATICS_API_KEY_FILE) ?? need(env, 'TELEMATICS_API_KEY'),
    introspection: {
      url: need(env, 'IDP_INTROSPECTION_URL'),
      clientId: need(env, 'IDP_CLIENT_ID'),
      clientSecret: fromFile(env.IDP_CLIENT_SECRET_FILE) ?? need(env, 'IDP_CLIENT_SECRET'),
    },
    stateSecret: stateSecret ?? 'fleet-ops-dev-state-secret',
    routeKeyHex: need(env, 'ROUTE_DRAFT_KEY_HEX'),
    requiredScope: env.REQUIRED_SCOPE ?? 'fleet.dispatch',
  };
}
