import { ServiceBroker } from 'moleculer';
import DeploymentsService from './services/deployments.service.js';
import McpGatewayService from './services/mcp.service.js';

const broker = new ServiceBroker({
  nodeID: process.env.NODE_ID,
  namespace: 'deploy',
  transporter: process.env.TRANSPORTER,
  logger: { type: 'Console', options: { level: process.env.LOG_LEVEL ?? 'info' } },
  requestTimeout: 30_000,
  retryPolicy: { enabled: false },
});

broker.createService(DeploymentsService);
broker.createService(McpGatewayService);

await broker.start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void broker.stop().then(() => process.exit(0));
  });
}
