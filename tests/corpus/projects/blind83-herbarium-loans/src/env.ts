// Loads and validates the herbarium server settings; the state key may come from a mounted secret file.
// @ts-nocheck
import { readFileSync } from 'node:fs';

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`herbarium-loans: ${name} is not set`);
  return value;
}

function loadStateKey(): Buffer {
  const file = process.env.HERBARIUM_STATE_KEY_FILE;
  const encoded = file ? readFileSync(file, 'utf8').trim() : need('HERBARIUM_STATE_KEY');
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) {
    throw new Error('herbarium-loans: the request-state key must be at least 32 random bytes (base64)');
  }
  return key;
}

export const env = Object.freeze({
  port: Number(process.env.PORT ?? 8040),
  databaseUrl: need('DATABASE_URL'),
  introspection: {
    url: need('AUTH_INTROSPECTION_URL'),
    clientId: need('AUTH_CLIENT_ID'),
    clientSecret: need('AUTH_CLIENT_SECRET'),
  },
  gbifApiBase: process.env.GBIF_API_BASE ?? 'https://api.gbif.org/v1',
  gbifDatasetKey: need('GBIF_DATASET_KEY'),
  courier: {
    baseUrl: need('COURIER_API_BASE'),
    apiKey: need('COURIER_API_KEY'),
    webhookSecret: need('COURIER_WEBHOOK_SECRET'),
  },
  portalBaseUrl: need('COLLECTION_PORTAL_API'),
  portalToken: need('COLLECTION_PORTAL_TOKEN'),
  stateKey: loadStateKey(),
});
