'use strict';

const DEFAULT_PORT = 8787;

/**
 * Reads the process environment once at startup. Every other module receives
 * plain values from here, never process.env directly.
 */
module.exports = function loadConfig(env = process.env) {
  return Object.freeze({
    port: Number(env.PORT) || DEFAULT_PORT,
    warehouseUrl: env.WAREHOUSE_URL || 'http://localhost:9000',
    introspectionUrl: env.INTROSPECTION_URL,
    state: Object.freeze({
      secret: env.STATE_SECRET || 'inventory-mcp-state-secret',
      ttlMs: 5 * 60 * 1000,
    }),
  });
};
