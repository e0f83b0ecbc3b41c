// Environment configuration for the DeskHub MCP server.
'use strict';

const path = require('node:path');

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 3400),
  mysql: {
    host: process.env.MYSQL_HOST || '127.0.0.1',
    port: Number(process.env.MYSQL_PORT || 3306),
    user: process.env.MYSQL_USER || 'deskhub',
    password: required('MYSQL_PASSWORD'),
    database: process.env.MYSQL_DATABASE || 'deskhub',
  },
  tenantOverridesFile: process.env.TENANT_OVERRIDES_FILE || path.join(__dirname, '..', 'config', 'tenants.json'),
  pagerUrl: process.env.PAGER_URL || 'https://events.pagerbridge.io/v2/enqueue',
  stateTtlMs: 10 * 60 * 1000,
};
