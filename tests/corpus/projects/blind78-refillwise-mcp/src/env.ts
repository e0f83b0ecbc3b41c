// Loads and validates the environment for the RefillWise MCP server.
// @ts-nocheck
import 'dotenv/config';

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function masterKey(): Buffer {
  const key = Buffer.from(need('REFILLWISE_MASTER_KEY'), 'base64');
  if (key.length < 32) throw new Error('REFILLWISE_MASTER_KEY must be at least 32 random bytes, base64-encoded');
  return key;
}

export const env = {
  port: Number(process.env.PORT ?? 7300),
  mysqlUrl: need('MYSQL_URL'),
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2',
  oidc: {
    issuer: need('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'refillwise',
    jwksUri: need('OIDC_JWKS_URI'),
  },
  pbm: {
    baseUrl: need('PBM_BASE_URL'),
    tokenUrl: need('PBM_TOKEN_URL'),
    clientId: need('PBM_CLIENT_ID'),
    clientSecret: need('PBM_CLIENT_SECRET'),
  },
  masterKey: masterKey(),
  stateTtlMs: 5 * 60_000,
  apiVersion: '2024-10-01',
};
