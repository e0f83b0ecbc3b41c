// MCP server for the notify service that exposes the add_webhook and list_webhooks tools.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { serveHttp } from '@common/http';
import { text, toolError, userIdOf, type RoundParams } from '@common/principal';
import { ADD_WEBHOOK, addWebhook } from './add-webhook';
import { listWebhooks } from './webhooks';

const handlers: Record<string, (p: RoundParams, e: Parameters<typeof addWebhook>[1]) => Promise<unknown>> = {
  [ADD_WEBHOOK]: addWebhook,
  list_webhooks: async (p, e) => text(JSON.stringify(listWebhooks(userIdOf(e), String(p.arguments?.project ?? '')))),
};

export default function createNotifyServer(): Server {
  const server = new Server({ name: 'harbor-notify', version: '1.3.0' }, { capabilities: { tools: {} } });
  const projectArg = { type: 'object', properties: { project: { type: 'string' } }, required: ['project'] } as const;

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      { name: ADD_WEBHOOK, description: 'Register a webhook, test it, then save it', inputSchema: projectArg },
      { name: 'list_webhooks', description: 'List webhooks of a project', inputSchema: projectArg, annotations: { readOnlyHint: true } },
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = handlers[request.params.name];
    if (!handler) return toolError(`unknown tool ${request.params.name}`);
    return (await handler(request.params as RoundParams, extra)) as ReturnType<typeof text>;
  });

  return server;
}

if (require.main === module) serveHttp(createNotifyServer, Number(process.env.PORT ?? 3102));
