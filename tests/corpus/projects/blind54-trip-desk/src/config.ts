import { readFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

export interface TripDeskConfig {
  port: number;
  publicUrl: string;
  skyhold: { baseUrl: string; clientId: string; clientSecret: string };
  paseto: { secretKey: KeyObject; publicKey: KeyObject; issuer: string };
  legacyJwtSecret: string;
  introspection: { url: string; clientId: string; clientSecret: string };
}

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`trip-desk: ${name} is not set`);
  return value;
}

function loadPasetoKeys(): { secretKey: KeyObject; publicKey: KeyObject } {
  // Ed25519, PKCS#8 PEM, mounted from the `trip-desk-paseto` k8s secret.
  const pem = readFileSync(required('TRIPDESK_PASETO_KEY_FILE'), 'utf8');
  const secretKey = createPrivateKey(pem);
  if (secretKey.asymmetricKeyType !== 'ed25519') {
    throw new Error('trip-desk: the PASETO key must be an Ed25519 private key (v4.public)');
  }
  return { secretKey, publicKey: createPublicKey(secretKey) };
}

export function loadConfig(): TripDeskConfig {
  return {
    port: Number(process.env.PORT ?? 8787),
    publicUrl: process.env.TRIPDESK_PUBLIC_URL ?? 'http://localhost:8787',
    skyhold: {
      baseUrl: process.env.SKYHOLD_BASE_URL ?? 'https://api.sandbox.skyhold.example/v2',
      clientId: required('SKYHOLD_CLIENT_ID'),
      clientSecret: required('SKYHOLD_CLIENT_SECRET'),
    },
    paseto: { ...loadPasetoKeys(), issuer: 'urn:trip-desk:mcp' },
    // Cancellations still run on the v1 confirm tokens until the agency portal moves to PASETO.
    legacyJwtSecret: process.env.TRIPDESK_LEGACY_JWT_SECRET || 'tripdesk-v1-local-signing',
    introspection: {
      url: process.env.IDP_INTROSPECTION_URL ?? 'https://login.tripdesk.example/oauth2/introspect',
      clientId: required('IDP_CLIENT_ID'),
      clientSecret: required('IDP_CLIENT_SECRET'),
    },
  };
}

export const config = loadConfig();
