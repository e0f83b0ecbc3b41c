// Reads environment settings and derives the request-state signing key.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';

export interface Settings {
  port: number;
  host: string;
  hrisBaseUrl: string;
  hrisApiKey: string;
  hrisApiVersion: string;
  jwtIssuer: string;
  jwtAudience: string;
  stateKey: Buffer;
  esignWebhookSecret: Buffer;
}

function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`environment variable ${name} is required`);
  return value;
}

function secretBytes(env: NodeJS.ProcessEnv, name: string, minBytes = 32): Buffer {
  const bytes = Buffer.from(need(env, name), 'base64');
  if (bytes.length < minBytes) {
    throw new Error(`${name} must be at least ${minBytes} bytes of base64-encoded random data`);
  }
  return bytes;
}

export function deriveStateKey(master: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', master, 'hr-onboarding-mcp', 'request-state/v1', 32));
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return {
    port: Number(env.PORT ?? 7070),
    host: env.HOST ?? '0.0.0.0',
    hrisBaseUrl: need(env, 'HRIS_BASE_URL'),
    hrisApiKey: need(env, 'HRIS_API_KEY'),
    hrisApiVersion: env.HRIS_API_VERSION ?? '2024-10-01',
    jwtIssuer: need(env, 'JWT_ISSUER'),
    jwtAudience: env.JWT_AUDIENCE ?? 'hr-onboarding-mcp',
    stateKey: deriveStateKey(secretBytes(env, 'STATE_MASTER_KEY')),
    esignWebhookSecret: secretBytes(env, 'ESIGN_WEBHOOK_SECRET', 24),
  };
}
