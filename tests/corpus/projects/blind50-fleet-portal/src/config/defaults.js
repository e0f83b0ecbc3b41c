// Baseline configuration. Every key can be overridden by config/<NODE_ENV>.json and then by the
// environment (see ./index.js). Keep this file free of anything environment specific.
export default {
  env: 'development',
  port: 3000,
  publicUrl: 'http://localhost:3000',
  db: {
    url: 'postgres://fleet:fleet@localhost:5432/fleet',
    poolSize: 10,
    statementTimeoutMs: 15_000,
  },
  auth: {
    issuer: 'https://login.fleet.local/',
    audience: 'fleet-portal',
  },
  mcp: {
    enabled: true,
    path: '/mcp',
    // Overridden by FLEET_STATE_SECRET everywhere except a laptop.
    stateSecret: 'fleet-portal-local-state-secret',
  },
  telematics: {
    provider: 'samsara',
    baseUrl: 'https://api.samsara.com',
    syncBatchSize: 50,
  },
  webhooks: {
    samsaraSecret: undefined,
    toleranceSeconds: 300,
  },
  features: {
    // 2.14 switched the MCP continuation format to signed v2 tokens. Clients that were in the middle of a
    // flow during the deploy still send v1 ones; leave this on until the 2.15 release.
    acceptLegacyMcpState: true,
    nightlyOdometerRollup: true,
  },
};
