// src/config.js — dispatch server settings, read from the environment and an optional JSON file
'use strict';

var fs = require('fs');
var path = require('path');

function readFileConfig(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return {};
    throw err;
  }
}

var fileConfig = readFileConfig(
  process.env.DISPATCH_CONFIG || path.join(__dirname, '..', 'dispatch.config.json')
);

function pick(envName, fileKey, fallback) {
  if (process.env[envName]) return process.env[envName];
  if (fileConfig[fileKey] !== undefined) return fileConfig[fileKey];
  return fallback;
}

module.exports = {
  port: Number(pick('PORT', 'port', 8080)),
  databaseUrl: pick('DATABASE_URL', 'databaseUrl', 'postgres://dispatch@localhost:5432/dispatch'),
  identityUrl: pick('IDENTITY_URL', 'identityUrl', 'https://id.fleetco.internal'),
  introspectionClientId: pick('INTROSPECTION_CLIENT_ID', 'introspectionClientId', 'fleet-dispatch-mcp'),
  introspectionClientSecret: process.env.INTROSPECTION_CLIENT_SECRET,
  fuelCardApi: pick('FUELCARD_API_URL', 'fuelCardApi', 'https://api.fuelnet-cards.example/'),
  fuelCardApiKey: process.env.FUELCARD_API_KEY,
  fuelCardFleetId: pick('FUELCARD_FLEET_ID', 'fuelCardFleetId', ''),
  stateSecret: process.env.DISPATCH_STATE_SECRET || fileConfig.stateSecret || 'fleet-dispatch-local-secret',
  requiredScope: pick('REQUIRED_SCOPE', 'requiredScope', 'dispatch')
};
