// Environment configuration for the clinic scheduler, including key material checks.
// @ts-nocheck

export const API_VERSION = '2026-07-28';

export interface SchedulerConfig {
  port: number;
  databaseUrl: string;
  introspectionUrl: string;
  introspectionClientId: string;
  introspectionClientSecret: string;
  stateKey: Uint8Array;
  stateTtlSeconds: number;
  smsApiUrl: string;
  smsApiKey: string;
  smsSenderId: string;
  smsWebhookSecret: Buffer;
  clinicTimezone: string;
}

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function secretBytes(name: string, minBytes = 32): Buffer {
  const decoded = Buffer.from(need(name), 'base64');
  if (decoded.length < minBytes) {
    throw new Error(`${name} must be base64 for at least ${minBytes} random bytes (got ${decoded.length})`);
  }
  return decoded;
}

export function loadConfig(): SchedulerConfig {
  const ttl = Number(process.env.STATE_TTL_SECONDS ?? 300);
  return {
    port: Number(process.env.PORT ?? 8080),
    databaseUrl: need('DATABASE_URL'),
    introspectionUrl: need('OAUTH_INTROSPECTION_URL'),
    introspectionClientId: need('OAUTH_CLIENT_ID'),
    introspectionClientSecret: need('OAUTH_CLIENT_SECRET'),
    stateKey: new Uint8Array(secretBytes('STATE_JWS_KEY')),
    stateTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? Math.min(ttl, 600) : 300,
    smsApiUrl: process.env.SMS_API_URL ?? 'https://api.textrelay.example/v1',
    smsApiKey: need('SMS_API_KEY'),
    smsSenderId: process.env.SMS_SENDER_ID ?? 'CLINIC',
    smsWebhookSecret: secretBytes('SMS_WEBHOOK_SECRET'),
    clinicTimezone: process.env.CLINIC_TZ ?? 'Europe/London',
  };
}
