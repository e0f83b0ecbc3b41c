// Low-level MCP server: lists the Stockroom tools and dispatches tools/call with decoded arguments.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { principalFrom } from './identity.js';
import { DecodeError, decodeOrThrow } from './state/codecs.js';
import { StateRejected } from './state/sealer.js';
import { failure } from './results.js';
import { adjustStock } from './tools/adjustStock.js';
import { lookupSku } from './tools/lookupSku.js';
import { startCycleCount } from './tools/cycleCount.js';

const registry = new Map([lookupSku, adjustStock, startCycleCount].map((tool) => [tool.name, tool]));

export function createStockroomServer(): Server {
  const server = new Server({ name: 'stockroom', version: '1.8.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...registry.values()].map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = registry.get(request.params.name);
    if (!tool) return failure(`Unknown tool ${request.params.name}.`);
    const params = request.params as Record<string, any>;
    try {
      const args = decodeOrThrow(tool.args, params.arguments ?? {}, 'arguments');
      return await tool.run(args, {
        principal: principalFrom(extra.authInfo),
        inputResponses: params.inputResponses ?? params._meta?.inputResponses,
        requestState: params.requestState ?? params._meta?.requestState,
      });
    } catch (err) {
      if (err instanceof StateRejected || err instanceof DecodeError) return failure(err.message);
      if (err instanceof Error && err.message.startsWith('You do not have access')) return failure(err.message);
      throw err;
    }
  });

  return server;
}
