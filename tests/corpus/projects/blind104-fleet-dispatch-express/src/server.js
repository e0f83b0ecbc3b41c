// Service entry point: builds the container, registers tools and starts Express.
import express from 'express';
import pino from 'pino';
import { Container } from './container.js';
import { loadConfig } from './config.js';
import { createAuthVerifier } from './http/auth.js';
import { createMcpRouter } from './http/mcp-router.js';
import { ToolRegistry } from './mcp/tool-registry.js';
import { createStateSigner } from './mcp/state-signer.js';
import { createFleetRepo } from './services/fleet-repo.js';
import { createTelematicsClient } from './services/telematics.js';
import { registerVehicleTools } from './tools/vehicle-tools.js';
import { registerDispatchTools } from './tools/dispatch-tools.js';

const container = new Container()
  .value('config', loadConfig())
  .register('logger', (c) => pino({ level: c.resolve('config').logLevel }))
  .register('authVerifier', (c) => createAuthVerifier(c.resolve('config')))
  .register('signer', (c) => createStateSigner({ key: c.resolve('config').stateKey }))
  .register('fleet', (c) => createFleetRepo(c.resolve('config')))
  .register('telematics', (c) => createTelematicsClient(c.resolve('config')))
  .register('toolRegistry', (c) => {
    const registry = new ToolRegistry({ logger: c.resolve('logger') });
    const deps = { fleet: c.resolve('fleet'), telematics: c.resolve('telematics'), signer: c.resolve('signer') };
    registerVehicleTools(registry, deps);
    registerDispatchTools(registry, deps);
    return registry;
  });

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '512kb' }));
app.get('/healthz', (_req, res) => res.json({ ok: true }));
app.use('/mcp', createMcpRouter(container));

const { port } = container.resolve('config');
const logger = container.resolve('logger');
const httpServer = app.listen(port, () => logger.info({ port }, 'fleet-dispatch MCP listening'));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    httpServer.close(async () => {
      await container.dispose();
      process.exit(0);
    });
  });
}
