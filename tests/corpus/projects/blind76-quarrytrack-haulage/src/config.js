// Reads environment configuration for the haulage MCP server.
const path = require('node:path');

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

function intOr(name, fallback) {
  const parsed = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

module.exports = {
  port: intOr('PORT', 3400),
  mysqlUrl: need('QT_MYSQL_URL'),
  jwksUri: need('QT_JWKS_URI'),
  issuer: need('QT_ISSUER'),
  audience: process.env.QT_AUDIENCE || 'quarrytrack-mcp',
  weighbridgeUrl: need('QT_WEIGHBRIDGE_URL'),
  weighbridgeApiKey: need('QT_WEIGHBRIDGE_API_KEY'),
  weighbridgeAttempts: intOr('QT_WEIGHBRIDGE_ATTEMPTS', 3),
  stateKeyFile: process.env.QT_STATE_KEY_FILE || path.join(process.cwd(), 'secrets', 'state.key'),
  stateTtlMs: 8 * 60 * 1000,
};
