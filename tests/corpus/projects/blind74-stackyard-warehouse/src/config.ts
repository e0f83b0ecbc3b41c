// Startup configuration: every secret comes from the environment and is checked for presence and length.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function secretBytes(name: string, minBytes: number): Buffer {
  const bytes = Buffer.from(required(name), 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return bytes;
}

const stateKids = (process.env.STACKYARD_STATE_KIDS ?? 'sy-2026-03')
  .split(',')
  .map((kid) => kid.trim())
  .filter((kid) => /^[a-z0-9-]{3,32}$/.test(kid));
if (stateKids.length === 0) throw new Error('STACKYARD_STATE_KIDS names no valid key id');

export const config = {
  port: Number(process.env.PORT ?? 7410),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:7410',
  databaseUrl: required('DATABASE_URL'),
  redisUrl: required('REDIS_URL'),
  issuer: required('OIDC_ISSUER'),
  jwksUrl: required('OIDC_JWKS_URL'),
  audience: 'stackyard-mcp',
  stateMasterKey: secretBytes('STACKYARD_STATE_MASTER_KEY', 32),
  stateKids,
  apiVersion: '2026-07-28',
  carrier: {
    baseUrl: process.env.CARRIER_API_URL ?? 'https://api.parcelroute.example/v4',
    clientId: required('CARRIER_CLIENT_ID'),
    clientSecret: required('CARRIER_CLIENT_SECRET'),
    webhookSecret: secretBytes('CARRIER_WEBHOOK_SECRET', 32),
  },
};
