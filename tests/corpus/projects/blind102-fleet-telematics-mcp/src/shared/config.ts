// Runtime configuration for the fleet telematics MCP server, read once from the environment.
// @ts-nocheck

export interface FleetConfig {
  port: number;
  databaseUrl: string;
  telematicsBaseUrl: string;
  tokenExchangeUrl: string;
  telematicsClientId: string;
  telematicsClientSecret: string;
  stateKey: string;
  issuer: string;
  audience: string;
  jwksUrl: string;
}

let cached: FleetConfig | undefined;

function readPort(raw: string | undefined, fallback: number): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FleetConfig {
  if (cached) return cached;
  cached = {
    port: readPort(env.PORT, 8080),
    databaseUrl: env.DATABASE_URL ?? 'postgres://fleet@localhost:5432/fleet',
    telematicsBaseUrl: trimSlash(env.TELEMATICS_BASE_URL ?? 'https://api.telematics.example.net/v3'),
    tokenExchangeUrl: env.TELEMATICS_TOKEN_URL ?? 'https://auth.telematics.example.net/oauth2/token',
    telematicsClientId: env.TELEMATICS_CLIENT_ID ?? '',
    telematicsClientSecret: env.TELEMATICS_CLIENT_SECRET ?? '',
    stateKey: env.FLEET_STATE_KEY ?? 'fleet-telematics-local-state-key-v1',
    issuer: env.OIDC_ISSUER ?? 'https://login.fleetco.example',
    audience: env.OIDC_AUDIENCE ?? 'fleet-mcp',
    jwksUrl: env.OIDC_JWKS_URL ?? 'https://login.fleetco.example/.well-known/jwks.json',
  };
  return cached;
}

export function resetConfig(): void {
  cached = undefined;
}
