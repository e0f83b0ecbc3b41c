// Environment configuration for the permit desk; refuses to start without its secrets.
import { Buffer } from 'node:buffer';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function keyFromEnv(name) {
  const key = Buffer.from(required(name), 'base64');
  if (key.length < 32) throw new Error(`${name} must decode to at least 32 random bytes`);
  return key;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  apiVersion: '2025-11',
  databaseUrl: required('DATABASE_URL'),
  jwksUrl: process.env.JWKS_URL ?? 'https://auth.borough.example/.well-known/jwks.json',
  issuer: process.env.TOKEN_ISSUER ?? 'https://auth.borough.example/',
  audience: process.env.TOKEN_AUDIENCE ?? 'permit-desk',
  gisUrl: process.env.GIS_URL ?? 'https://gis.borough.example/api',
  gisApiKey: required('GIS_API_KEY'),
  stateKey: keyFromEnv('PERMIT_STATE_KEY'),
  stateTtlSeconds: 300,
  webhookSecret: required('INSPECTIONS_WEBHOOK_SECRET'),
  webhookToleranceSeconds: 300,
});
