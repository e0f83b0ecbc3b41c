import { hkdfSync } from 'node:crypto';

export interface LabEnv {
  /** AES-256-GCM key for request state, derived from the master secret. */
  stateKey: Buffer;
  labApiBase: string;
  labServiceCredential: string;
  port: number;
  stdio: boolean;
  idpIntrospectionUrl: string;
}

const MIN_MASTER_BYTES = 32;

function masterSecret(): Buffer {
  const raw = process.env.LAB_STATE_MASTER_KEY;
  if (!raw) throw new Error('LAB_STATE_MASTER_KEY is not set (generate one with: openssl rand -base64 32)');
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < MIN_MASTER_BYTES) {
    throw new Error(`LAB_STATE_MASTER_KEY must decode to at least ${MIN_MASTER_BYTES} bytes, got ${bytes.length}`);
  }
  return bytes;
}

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function loadEnv(argv: string[] = process.argv): LabEnv {
  const master = masterSecret();
  return {
    // Salt and info are labels, not secrets: they keep this key apart from
    // anything else we ever derive from the same master.
    stateKey: Buffer.from(hkdfSync('sha256', master, 'lab-scheduler', 'request-state/aes-256-gcm/v2', 32)),
    labApiBase: process.env.LAB_API_BASE ?? 'https://facility.example.edu/api',
    labServiceCredential: need('LAB_API_SERVICE_TOKEN'),
    port: Number(process.env.PORT ?? 7301),
    stdio: argv.includes('--stdio'),
    idpIntrospectionUrl: process.env.LAB_IDP_INTROSPECTION_URL ?? 'https://sso.example.edu/oauth2/introspect',
  };
}
