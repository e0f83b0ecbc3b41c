'use strict';

const Fastify = require('fastify');

const authPlugin = require('./plugins/auth');
const stateTokensPlugin = require('./plugins/state-tokens');
const mcpRoutes = require('./routes/mcp');

function build(opts = {}) {
  const app = Fastify({ logger: opts.logger !== undefined ? opts.logger : { level: process.env.LOG_LEVEL || 'info' } });

  app.register(stateTokensPlugin, { ttl: '10m' });
  app.register(authPlugin);
  app.register(mcpRoutes);

  app.get('/healthz', { config: { public: true } }, (_req, reply) => reply.send({ ok: true }));
  return app;
}

if (require.main === module) {
  const app = build();
  app.listen({ port: Number(process.env.PORT || 3030), host: '127.0.0.1' }, (err) => {
    if (err) {
      app.log.error(err);
      process.exit(1);
    }
  });
}

module.exports = { build };
