// Runtime configuration for the Lumenrail transit MCP server, read from the Bun environment.
// @ts-nocheck

function required(name: string): string {
  const value = Bun.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  port: Number(Bun.env.PORT ?? 8787),
  publicUrl: Bun.env.PUBLIC_URL ?? 'http://localhost:8787',
  databaseUrl: required('DATABASE_URL'),
  issuer: required('LUMENRAIL_OIDC_ISSUER'),
  audience: Bun.env.LUMENRAIL_OIDC_AUDIENCE ?? 'lumenrail-mcp',
  plannerUrl: required('PLANNER_API_URL'),
  faresUrl: required('FARES_API_URL'),
  faresApiKey: required('FARES_API_KEY'),
  bikeShare: {
    baseUrl: Bun.env.PEDALCITY_API_URL ?? 'https://api.pedalcity.example/v2',
    clientId: required('PEDALCITY_CLIENT_ID'),
    clientSecret: required('PEDALCITY_CLIENT_SECRET'),
  },
  kioskKey: Bun.env.LUMENRAIL_KIOSK_KEY ?? null,
  stateSecret: Bun.env.LUMENRAIL_STATE_SECRET ?? 'lumenrail-state-v1',
  stateTtlMs: Math.min(Number(Bun.env.LUMENRAIL_STATE_TTL_MS ?? 600_000), 600_000),
};
