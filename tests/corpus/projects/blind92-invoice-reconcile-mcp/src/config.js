// Environment configuration for the invoice reconciliation MCP server.
const required = (env) => (name) => env[name] || (() => { throw new Error(`${name} is not set`); })();
const strongKey = (hex) => ((buf) => (buf.length >= 32 ? buf : (() => { throw new Error('STATE_SECRET must be at least 32 bytes of hex'); })()))(Buffer.from(hex, 'hex'));

export const loadConfig = (env = process.env) => {
  const need = required(env);
  const { PORT = '8080', JWT_AUDIENCE: audience = 'invoice-reconcile', BANKFEED_URL: bankfeedUrl = 'https://api.bankfeed.example/v3', STATE_TTL_MINUTES = '10' } = env;
  const issuer = need('JWT_ISSUER');
  return Object.freeze({
    port: Number(PORT),
    dbUrl: need('LEDGER_DB_URL'),
    auth: { issuer, audience, jwksUrl: new URL('.well-known/jwks.json', issuer.endsWith('/') ? issuer : `${issuer}/`) },
    bankfeed: { baseUrl: bankfeedUrl, clientId: need('BANKFEED_CLIENT_ID'), clientSecret: need('BANKFEED_CLIENT_SECRET') },
    state: { secret: strongKey(need('STATE_SECRET')), ttlMs: Math.min(Number(STATE_TTL_MINUTES) || 10, 10) * 60_000 },
  });
};
