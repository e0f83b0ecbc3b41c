// Application configuration provider: parses and validates environment settings at boot.
// @ts-nocheck
export const APP_CONFIG = Symbol('APP_CONFIG');

export const API_VERSION = '2025-06-01';

export interface AppConfig {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  oidcIssuer: string;
  oidcAudience: string;
  stateSigningKey: Buffer;
  esignBaseUrl: string;
  esignApiKey: string;
  esignWebhookSecret: Buffer;
  apiVersion: string;
}

function must(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Configuration error: ${name} is required`);
  return value;
}

function keyFrom(env: NodeJS.ProcessEnv, name: string): Buffer {
  const key = Buffer.from(must(env, name), 'base64');
  if (key.length < 32) throw new Error(`Configuration error: ${name} must be at least 32 bytes of base64`);
  return key;
}

export function loadAppConfig(env: NodeJS.ProcessEnv): AppConfig {
  return Object.freeze({
    port: Number(env.PORT ?? 4100),
    databaseUrl: must(env, 'DATABASE_URL'),
    redisUrl: must(env, 'REDIS_URL'),
    oidcIssuer: must(env, 'OIDC_ISSUER'),
    oidcAudience: env.OIDC_AUDIENCE ?? 'contract-review',
    stateSigningKey: keyFrom(env, 'STATE_SIGNING_KEY'),
    esignBaseUrl: env.ESIGN_BASE_URL ?? 'https://api.inksign.com/v2',
    esignApiKey: must(env, 'ESIGN_API_KEY'),
    esignWebhookSecret: keyFrom(env, 'ESIGN_WEBHOOK_SECRET'),
    apiVersion: API_VERSION,
  });
}

export const appConfigProvider = {
  provide: APP_CONFIG,
  useFactory: (): AppConfig => loadAppConfig(process.env),
};
