export const config = {
  port: Number(process.env.PORT ?? 3100),
  introspectionUrl: process.env.FLEET_INTROSPECTION_URL ?? 'https://sso.internal/oauth2/introspect',
  telematics: {
    baseUrl: process.env.TELEMATICS_URL ?? 'https://api.telematics.example/v3',
    timeoutMs: 8_000,
  },
  dispatch: {
    // Signing material for the dispatch tools' continuation state; bump the version segment to rotate.
    stateSigningKey: 'fleet-sched/state/v3/7d1e0c44b2a94f0fa3c1e5d2b8a6f901',
    // Dispatchers often wait for the driver to call back before confirming a route.
    stateTtlSeconds: 60 * 60,
    approvalCodeLength: 10,
  },
} as const;

export type FleetConfig = typeof config;
