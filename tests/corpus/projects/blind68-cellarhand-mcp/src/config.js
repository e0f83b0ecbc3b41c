import 'dotenv/config';

function intFromEnv(name, fallback) {
  const raw = process.env[name];
  const parsed = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

export const config = {
  port: intFromEnv('PORT', 8787),
  dbPath: process.env.CELLAR_DB ?? './data/cellar.sqlite',
  sso: {
    introspectUrl: process.env.SSO_INTROSPECT_URL ?? 'https://sso.cellarhand.internal/oauth2/introspect',
    clientId: process.env.SSO_CLIENT_ID,
    clientSecret: process.env.SSO_CLIENT_SECRET,
    audience: process.env.SSO_AUDIENCE ?? 'cellarhand-mcp',
  },
  fermhub: {
    baseUrl: process.env.FERMHUB_BASE_URL ?? 'https://api.fermhub.io/v2',
    tokenUrl: process.env.FERMHUB_TOKEN_URL ?? 'https://auth.fermhub.io/oauth/token',
    clientId: process.env.FERMHUB_CLIENT_ID,
    clientSecret: process.env.FERMHUB_CLIENT_SECRET,
  },
  roundState: {
    // Signs the requestState we hand to MCP clients between elicitation rounds.
    secret: process.env.CELLAR_STATE_SECRET ?? 'cellarhand-dev-only-round-secret',
    ttlMs: 8 * 60 * 1000,
  },
};

if (!process.env.CELLAR_STATE_SECRET) {
  console.warn('[cellarhand] CELLAR_STATE_SECRET is not set; round state is signed with the development secret');
}
