// Process configuration for Fleetline, read from environment variables at start-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: required('DATABASE_URL'),
  tenantsFile: process.env.FLEET_TENANTS_FILE ?? path.join(root, 'config', 'tenants.yaml'),
  stateMasterKey: required('FLEET_STATE_MASTER_KEY'),
  mapsBaseUrl: process.env.MAPS_BASE_URL ?? 'https://api.routemaps.example.com',
  publicTrackingBase: process.env.PUBLIC_TRACKING_BASE ?? 'https://track.fleetline.app',
  webhookToleranceSeconds: 300,
};
