'use strict';

const Fastify = require('fastify');
const { loadConfig } = require('./config');
const { createStateCodec } = require('./state/codec');
const { DeployerClient } = require('./services/deployer');

async function build(config = loadConfig()) {
  const app = Fastify({ logger: { level: config.logLevel } });

  const deployer = new DeployerClient({
    baseUrl: config.deployerUrl,
    serviceToken: config.deployerServiceToken,
    logger: app.log.child({ component: 'deployer' }),
  });
  const codec = createStateCodec(config.stateKey); // expect: no-weak-state-key

  app.decorate('config', config);
  await app.register(require('./plugins/mcp'), { config, deployer, codec });
  app.get('/healthz', async () => ({ ok: true }));

  return app;
}

if (require.main === module) {
  const config = loadConfig();
  build(config)
    .then((app) => app.listen({ port: config.port, host: config.host }))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

module.exports = { build };
