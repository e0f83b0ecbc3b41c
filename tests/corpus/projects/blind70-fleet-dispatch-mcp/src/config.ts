// Configuration loader for the fleet dispatch MCP server.
// @ts-nocheck
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface FleetConfig {
  port: number;
  host: string;
  databaseUrl: string;
  identityUrl: string;
  identityAudience: string;
  telematicsBaseUrl: string;
  stateSecret: string;
  stateTtlMs: number;
  maxVehiclesPerPage: number;
  depotTimezone: string;
  logLevel: string;
}

function parseDotEnv(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rawLine of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq === -1) continue;
    const key = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) {
      value = value.slice(1, -1);
    }
    out[key] = value;
  }
  return out;
}

function required(vars: Record<string, string | undefined>, name: string): string {
  const value = vars[name];
  if (!value) throw new Error(`missing required setting ${name}`);
  return value;
}

function intSetting(vars: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = vars[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) throw new Error(`setting ${name} must be an integer, got ${raw}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FleetConfig {
  const dotEnvPath = resolve(process.cwd(), '.env');
  const fromFile = existsSync(dotEnvPath) ? parseDotEnv(dotEnvPath) : {};
  const vars = { ...fromFile, ...env };

  return {
    port: intSetting(vars, 'PORT', 7410),
    host: vars.HOST ?? '0.0.0.0',
    databaseUrl: required(vars, 'DATABASE_URL'),
    identityUrl: required(vars, 'IDENTITY_URL'),
    identityAudience: vars.IDENTITY_AUDIENCE ?? 'fleet-dispatch-mcp',
    telematicsBaseUrl: vars.TELEMATICS_BASE_URL ?? 'https://api.trakline.example/v3',
    stateSecret: vars.FLEET_STATE_SECRET || 'fleet-dispatch-state-secret',
    stateTtlMs: 10 * 60 * 1000,
    maxVehiclesPerPage: intSetting(vars, 'MAX_VEHICLES_PER_PAGE', 50),
    depotTimezone: vars.DEPOT_TZ ?? 'Europe/Amsterdam',
    logLevel: vars.LOG_LEVEL ?? 'info',
  };
}
