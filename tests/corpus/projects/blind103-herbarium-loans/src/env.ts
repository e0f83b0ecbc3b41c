// Reads and validates environment settings; the process exits early if a secret is missing or short.
// @ts-nocheck

function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`environment variable ${name} is required`);
  return v;
}

function masterKey(): Buffer {
  const hex = need('LOANS_STATE_MASTER_KEY');
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length < 64) {
    throw new Error('LOANS_STATE_MASTER_KEY must be at least 32 bytes of hex (openssl rand -hex 32)');
  }
  return Buffer.from(hex, 'hex');
}

export const env = {
  port: Number(process.env.PORT ?? 7070),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/3',
  collectionsUrl: process.env.COLLECTIONS_URL ?? 'https://collections.herbarium.example/api/v2',
  collectionsServiceToken: need('COLLECTIONS_SERVICE_TOKEN'),
  jwksUrl: process.env.JWKS_URL ?? 'https://login.herbarium.example/oauth2/jwks',
  tokenIssuer: process.env.TOKEN_ISSUER ?? 'https://login.herbarium.example/oauth2',
  tokenAudience: process.env.TOKEN_AUDIENCE ?? 'herbarium-loans-mcp',
  stateMasterKey: masterKey(),
  pageSize: Number(process.env.PAGE_SIZE ?? 50),
};
