// Environment-driven configuration for the ledger close server, including the request-state key.
// @ts-nocheck
import { hkdfSync } from "node:crypto";

export interface LedgerConfig {
  readonly port: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly idp: {
    readonly introspectionUrl: string;
    readonly clientId: string;
    readonly clientSecret: string;
  };
  readonly bankFeed: {
    readonly baseUrl: string;
    readonly apiKey: string;
    readonly webhookSecret: Buffer;
  };
  readonly state: {
    readonly key: Buffer;
    readonly ttlMs: number;
  };
  readonly approvalThresholdMinor: number;
}

function need(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    throw new Error(`${name} is not set`);
  }
  return value;
}

function secretBytes(name: string, minBytes: number): Buffer {
  const bytes = Buffer.from(need(name), "base64");
  if (bytes.length < minBytes) {
    throw new Error(`${name} must decode to at least ${minBytes} bytes of base64`);
  }
  return bytes;
}

const STATE_KEY_SALT = "ledger-close-mcp";
const STATE_KEY_INFO = "request-state/aes-256-gcm/v1";

const stateMaster = secretBytes("LEDGER_STATE_MASTER_KEY", 32);

export const config = {
  port: Number(process.env.PORT ?? 3030),
  databaseUrl: need("DATABASE_URL"),
  redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/2",
  idp: {
    introspectionUrl: need("IDP_INTROSPECTION_URL"),
    clientId: need("IDP_CLIENT_ID"),
    clientSecret: need("IDP_CLIENT_SECRET"),
  },
  bankFeed: {
    baseUrl: process.env.BANK_FEED_URL ?? "https://api.bankfeed.example.com/v3",
    apiKey: need("BANK_FEED_API_KEY"),
    webhookSecret: secretBytes("BANK_FEED_WEBHOOK_SECRET", 32),
  },
  state: {
    key: Buffer.from(hkdfSync("sha256", stateMaster, STATE_KEY_SALT, STATE_KEY_INFO, 32)),
    ttlMs: 10 * 60 * 1000,
  },
  approvalThresholdMinor: Number(process.env.APPROVAL_THRESHOLD_MINOR ?? 2_500_000),
} satisfies LedgerConfig;
