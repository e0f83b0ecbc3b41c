// Environment configuration for the contract desk; secrets have no defaults and the state key is derived with HKDF.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, 'contract-desk', purpose, 32));
}

export function readEnv() {
  const master = Buffer.from(need('CONTRACT_DESK_MASTER_KEY'), 'base64');
  if (master.length < 32) throw new Error('CONTRACT_DESK_MASTER_KEY must be at least 32 random bytes, base64-encoded');

  return {
    port: Number(process.env.PORT ?? 8443),
    databaseUrl: need('DATABASE_URL'),
    stateKey: deriveKey(master, 'mcp-request-state/v1'),
    stateTtlSeconds: Math.min(Number(process.env.STATE_TTL_SECONDS ?? 600), 600),
    introspection: {
      url: need('IDP_INTROSPECTION_URL'),
      clientId: need('IDP_CLIENT_ID'),
      clientSecret: need('IDP_CLIENT_SECRET'),
    },
    esign: {
      baseUrl: process.env.ESIGN_BASE_URL ?? 'https://api.esign.example.com/restapi/v2.1',
      authUrl: process.env.ESIGN_AUTH_URL ?? 'https://account.esign.example.com',
      accountId: need('ESIGN_ACCOUNT_ID'),
      clientId: need('ESIGN_CLIENT_ID'),
      clientSecret: need('ESIGN_CLIENT_SECRET'),
      connectHmacSecret: need('ESIGN_CONNECT_HMAC_SECRET'),
    },
  };
}
