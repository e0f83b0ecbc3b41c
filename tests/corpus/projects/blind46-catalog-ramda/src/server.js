import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Unauthenticated } from './binding.js';
import { toolError } from './results.js';
import { definitions, dispatch } from './tools/index.js';

export const makeServer = () => {
  const server = new Server({ name: 'catalog', version: '0.9.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions }));

  server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    dispatch(request.params, extra).catch((error) =>
      toolError(error instanceof Unauthenticated ? error.message : `Catalog error: ${error.message}`),
    ),
  );

  return server;
};
