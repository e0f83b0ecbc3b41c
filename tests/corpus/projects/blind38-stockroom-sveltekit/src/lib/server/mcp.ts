import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './state';
import { registerConnectFeed } from './tools/connect-feed';
import { registerWriteOff } from './tools/write-off';

export function buildStockroomServer(): McpServer {
  const server = new McpServer(
    { name: 'stockroom', version: '0.14.2' },
    {
      capabilities: { tools: {} },
      // Every requestState is checked (signature, expiry, binding) before a handler sees it.
      requestState: { verify: stateCodec.verify },
    },
  );
  registerConnectFeed(server);
  registerWriteOff(server);
  return server;
}
