// Loads and validates deployment settings for the DNS zone MCP server.
// @ts-nocheck
const fail = (msg) => { throw new Error(`config: ${msg}`); };
const must = (env) => (name) => env[name]?.trim() || fail(`${name} is required`);
const secretBytes = (name, b64) => ((k) => (k.length >= 32 ? k : fail(`${name} must decode to at least 32 bytes`)))(Buffer.from(b64, 'base64'));

export const readEnv = (env = process.env) => {
  const get = must(env);
  const { PORT: port = '8443', STATE_TTL_SECONDS: ttl = '300', PDNS_SERVER_ID: serverId = 'localhost' } = env;
  return Object.freeze({
    port: Number(port),
    databaseUrl: get('DATABASE_URL'),
    oidc: { issuer: get('OIDC_ISSUER'), audience: get('OIDC_AUDIENCE') },
    provider: { baseUrl: get('PDNS_API_URL'), apiKey: get('PDNS_API_KEY'), serverId },
    webhookSecret: secretBytes('PDNS_WEBHOOK_SECRET', get('PDNS_WEBHOOK_SECRET')),
    state: { key: secretBytes('DNS_STATE_KEY', get('DNS_STATE_KEY')), ttlSeconds: Math.min(Math.max(Number(ttl) || 300, 30), 600) },
  });
};
