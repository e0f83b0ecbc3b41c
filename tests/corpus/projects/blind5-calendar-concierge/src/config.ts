import { hostname } from 'node:os';

/** Name of the environment variable that carries the request-state key. */
export const STATE_KEY_ENV = 'CAL_STATE_KEY';
export const STATE_TTL_SECONDS = 300;
const MIN_KEY_BYTES = 32;

export interface AppConfig {
  port: number;
  publicUrl: string;
  instanceName: string;
  stateKey: Buffer;
  stateTtlSeconds: number;
  google: { clientId: string; clientSecret: string; tokenUrl: string };
  issuer: string;
}

function decodeKey(raw: string): Buffer {
  const bytes = /^[0-9a-f]+$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`${STATE_KEY_ENV} must hold at least ${MIN_KEY_BYTES} random bytes (hex or base64)`);
  }
  return bytes;
}

function must(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 4100);
  return {
    port,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    // shown in serverInfo so we can tell replicas apart in client logs
    instanceName: `calendar-concierge@${hostname()}`,
    stateKey: decodeKey(env[STATE_KEY_ENV] ?? ''),
    stateTtlSeconds: STATE_TTL_SECONDS,
    google: {
      clientId: must(env, 'GOOGLE_CLIENT_ID'),
      clientSecret: must(env, 'GOOGLE_CLIENT_SECRET'),
      tokenUrl: 'https://oauth2.googleapis.com/token',
    },
    issuer: env.OIDC_ISSUER ?? 'https://accounts.example.com',
  };
}
