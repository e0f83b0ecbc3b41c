// Default settings shared by every environment of the release-train server.
// @ts-nocheck

export const base = {
  appEnv: 'local',
  port: Number(process.env.PORT ?? 8787),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8787',
  logLevel: process.env.LOG_LEVEL ?? 'info',
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://release:release@localhost:5432/release_train',
  deployApiUrl: process.env.DEPLOY_API_URL ?? 'http://localhost:9300',
  sso: {
    introspectionUrl: process.env.SSO_INTROSPECTION_URL ?? 'http://localhost:9400/oauth2/introspect',
    clientId: process.env.SSO_CLIENT_ID ?? 'release-train-local',
    clientSecret: process.env.SSO_CLIENT_SECRET ?? '',
    requiredScope: 'releases:write',
  },
  state: {
    key: process.env.RELEASE_STATE_KEY ?? 'rt-local-7d1f0c9a4b2e8f6a3c5d9e0b1a2c3d4e', // expect-todo: no-weak-state-key
    ttlSeconds: 600,
  },
  features: {
    acceptLegacyState: false,
    requireChangeTicket: false,
    confirmFreeze: false,
  },
};
