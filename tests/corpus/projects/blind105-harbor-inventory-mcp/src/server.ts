// Builds one McpServer per request with the requestState verify hook and registers all tools through a reduce.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { readOnlyTools } from './tools/stockLevel.js';
import { transferStock } from './tools/transferStock.js';

export const buildServer = ({ codec, wms }) =>
  [...readOnlyTools({ wms }), transferStock({ wms, codec })].reduce(
    (server, tool) => {
      server.registerTool(tool.name, tool.config, tool.handler);
      return server;
    },
    new McpServer(
      { name: 'harbor-inventory', version: '3.0.1' },
      { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
    ),
  );
