// McpServer factory: the codec's verify hook checks every echoed requestState before a tool sees it.
import { McpServer } from '@modelcontextprotocol/server';
import { codec } from './codec.js';
import { registerOrderPanel } from './tools/orderPanel.js';
import { registerCancelOrder } from './tools/cancelOrder.js';
import { registerShareResults } from './tools/shareResults.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'marrowfield-labs', version: '4.0.2' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerOrderPanel(server);
  registerCancelOrder(server);
  registerShareResults(server);
  return server;
}
