// Fleet telemetry server settings, read once from the environment and the package manifest.
// @ts-nocheck
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';

var requireJson = createRequire(import.meta.url);
var pkg = requireJson('../package.json');

function required(name) {
  var value = process.env[name];
  if (!value) throw new Error(name + ' must be set');
  return value;
}

var settings: any = {};

settings.serviceName = pkg.name;
settings.version = pkg.version;
settings.port = Number(process.env.PORT || 8920);
settings.sqlitePath = process.env.TELEMETRY_DB || '/var/lib/fleet-telemetry/telemetry.sqlite';
settings.fleetApi = {
  baseUrl: process.env.FLEET_API_URL || 'https://fleet-core.internal/api',
  apiKey: required('FLEET_API_KEY'),
  timeoutMs: 6000
};
settings.deviceWebhookSecret = required('DEVICE_WEBHOOK_SECRET');
settings.stateSecret = process.env.FLEET_STATE_SECRET || createHash('sha256').update(pkg.name + '@' + pkg.version + '/request-state').digest('hex');
settings.stateLifetimeSeconds = 600;

export default settings;
