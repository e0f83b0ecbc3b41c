// MCP server for the image registry service that exposes the delete_tag tool.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { serveHttp } from '@common/http';
import { toolError, type RoundParams } from '@common/principal';
import { DELETE_TAG, deleteTag } from './delete-tag';

export function createRegistryServer(): Server {
  const server = new Server({ name: 'harbor-registry', version: '4.0.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      {
        name: DELETE_TAG,
        description: 'Delete an image tag from the registry (asks for confirmation)',
        inputSchema: {
          type: 'object',
          properties: { repository: { type: 'string' }, tag: { type: 'string' } },
          required: ['repository', 'tag'],
        },
        annotations: { destructiveHint: true },
      },
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as RoundParams;
    // tool names are public identifiers; a plain comparison is all this needs
    if (params.name === DELETE_TAG) return deleteTag(params, extra);
    return toolError(`unknown tool ${params.name}`);
  });

  return server;
}

if (require.main === module) serveHttp(createRegistryServer, Number(process.env.PORT ?? 3101));
