// Default settings; anything set in the environment is merged over these in config.js.
export const defaults = {
  port: 4300,
  host: '0.0.0.0',
  databaseFile: './data/tidepool.db',
  operatorApiBase: 'https://partners.tidepool.example/api/v1',
  introspectionUrl: 'https://auth.tidepool.example/oauth2/introspect',
  introspectionClientId: 'tidepool-mcp',
  stateSecret: 'tidepool-charters/request-state/hmac-v1-shared',
  stateTtlSeconds: 600,
  currency: 'EUR',
  maxPartySize: 24,
};
