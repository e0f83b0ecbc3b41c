import { McpServer } from '@modelcontextprotocol/server';
import { drainPool } from './tools/drain-pool.js';
import { listNodes } from './tools/list-nodes.js';
import { restartNode } from './tools/restart-node.js';

const TOOLS = [listNodes, restartNode, drainPool];

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'fleet-ops', version: '0.7.2' },
    { capabilities: { tools: {} } },
  );
  for (const tool of TOOLS) tool.attach(server);
  return server;
}
