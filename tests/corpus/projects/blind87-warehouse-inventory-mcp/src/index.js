// Process entry point: load config for APP_ENV and serve the Hono app.
import { serve } from '@hono/node-server';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const { app, deps } = buildApp(config);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  deps.log('info', `harbor-inventory MCP (${config.appEnv}) on :${info.port}`);
});

process.on('SIGTERM', () => server.close(() => deps.db.sql.end({ timeout: 5 })));
