// Starts the Quarrystone CI MCP server: Fastify with the auth and MCP plugins and a readiness probe.
'use strict';

const Fastify = require('fastify');
const config = require('./config');
const { pool } = require('./db');

async function main() {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'info' }, bodyLimit: 1_048_576 });

  await app.register(require('./plugins/auth'));
  await app.register(require('./plugins/mcp'));

  app.get('/readyz', async () => {
    await pool.query('select 1');
    return { ready: true };
  });

  const shutdown = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
