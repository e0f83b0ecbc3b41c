import Hapi from '@hapi/hapi';
import { config } from './config.js';
import { statePlugin } from './plugins/state.js';
import { bankPlugin } from './services/bank.js';
import { mcpPlugin } from './plugins/mcp.js';

async function start(): Promise<void> {
  const server = Hapi.server({
    port: config.port,
    host: config.host,
    routes: { cors: false },
  });

  await server.register([
    { plugin: statePlugin, options: { secret: config.stateSecret, ttlSeconds: config.stateTtlSeconds } }, // expect: no-weak-state-key
    { plugin: bankPlugin, options: { baseUrl: config.bankApiUrl } },
    { plugin: mcpPlugin, options: { path: '/mcp' } },
  ]);

  server.route({ method: 'GET', path: '/healthz', handler: () => ({ ok: true }) });

  await server.start();
  console.log(`ledger MCP listening on ${server.info.uri}`);
}

process.on('unhandledRejection', (err) => {
  console.error(err);
  process.exit(1);
});

void start();
