// Runtime configuration for the Pawprint scheduler, read from the environment and an optional JSON file.
// @ts-nocheck
import { readFileSync } from 'node:fs';

function readFileConfig(path: string): Record<string, any> {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return {};
    throw new Error(`could not parse ${path}: ${err.message}`);
  }
}

const fileConfig = readFileConfig(process.env.PAWPRINT_CONFIG ?? './pawprint.config.json');

function required(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (!value) throw new Error(`missing configuration value ${name}`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? fileConfig.port ?? 8787),
  publicUrl: process.env.PAWPRINT_PUBLIC_URL ?? fileConfig.publicUrl ?? 'http://localhost:8787',
  databaseUrl: required('DATABASE_URL', fileConfig.databaseUrl),
  clinicTimezone: fileConfig.clinicTimezone ?? 'Europe/Dublin',
  idp: {
    introspectionUrl: required('PAWPRINT_IDP_INTROSPECTION_URL', fileConfig.idp?.introspectionUrl),
    clientId: required('PAWPRINT_IDP_CLIENT_ID', fileConfig.idp?.clientId),
    clientSecret: required('PAWPRINT_IDP_CLIENT_SECRET'),
  },
  pharmacy: {
    baseUrl: fileConfig.pharmacy?.baseUrl ?? 'https://api.vetrx-partners.example/v2',
    tokenExchangeUrl: fileConfig.pharmacy?.tokenExchangeUrl ?? 'https://auth.vetrx-partners.example/oauth/token',
    audience: fileConfig.pharmacy?.audience ?? 'vetrx-refills',
  },
  sms: {
    endpoint: fileConfig.sms?.endpoint ?? 'https://api.textpost.example/v1/messages',
    apiKey: process.env.PAWPRINT_SMS_API_KEY ?? '',
    sender: fileConfig.sms?.sender ?? 'Pawprint',
  },
  kioskKey: process.env.PAWPRINT_KIOSK_KEY,
  stateKey: process.env.PAWPRINT_STATE_KEY ?? 'pawprint-local-development-state-key-0001',
};
