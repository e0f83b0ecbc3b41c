// Stdio entry point that sets up release history and the state codec and serves the deploy-gate tools.
// @ts-nocheck
import { McpServer, StdioServerTransport } from '@modelcontextprotocol/server';
import { ReleaseHistory } from './deploy/ReleaseHistory.js';
import { BlueGreenStrategy, RollingStrategy } from './deploy/strategies.js';
import { RollbackStateCodec } from './security/RollbackStateCodec.js';
import ListReleasesTool from './tools/ListReleasesTool.js';
import { RollbackTool } from './tools/RollbackTool.js';

const environment = process.env.DEPLOY_ENV ?? 'staging';
const namespace = process.env.K8S_NAMESPACE ?? 'apps';
const strategy = process.env.ROLLOUT === 'blue-green' ? new BlueGreenStrategy(namespace) : new RollingStrategy(namespace);

const history = new ReleaseHistory(strategy);
history.record({ service: 'checkout', version: 'v41', deployedAt: new Date(Date.now() - 86_400_000) });
history.record({ service: 'checkout', version: 'v42', deployedAt: new Date() });

const codec = new RollbackStateCodec('deploy-gate', environment);

const server = new McpServer(
  { name: 'deploy-gate', version: '1.2.0' },
  { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
);

new ListReleasesTool(history).attach(server);
new RollbackTool(history, codec).attach(server);

await server.connect(new StdioServerTransport());
