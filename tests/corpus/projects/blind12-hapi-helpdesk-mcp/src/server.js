'use strict';

const Hapi = require('@hapi/hapi');
const config = require('./config');
const { sequelize } = require('./models');

async function createServer() {
  const server = Hapi.server({
    port: config.port,
    host: config.host,
    routes: { cors: false, payload: { maxBytes: 256 * 1024 } },
  });

  await server.register([
    { plugin: require('hapi-auth-bearer-token') },
    { plugin: require('./plugins/auth') },
    {
      plugin: require('./plugins/mcp'),
      options: {
        stateSecret: config.state.secret, // expect: no-weak-state-key
        stateTtlMs: config.state.ttlMs,
      },
      routes: { prefix: '/v1' },
    },
  ]);

  server.route({
    method: 'GET',
    path: '/healthz',
    options: { auth: false },
    handler: () => ({ ok: true }),
  });

  return server;
}

if (require.main === module) {
  (async () => {
    await sequelize.authenticate();
    const server = await createServer();
    await server.start();
    server.log(['info'], `helpdesk MCP listening on ${server.info.uri}`);
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

module.exports = { createServer };
