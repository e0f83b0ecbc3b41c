// Builds the crm-sync MCP server and runs tool modules in a per-user service scope.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ServiceRegistry } from './registry';
import type { RoundTripParams, ToolModule } from './tools/types';
import { text } from './tools/types';
import mergeContacts from './tools/mergeContacts';
import syncAccount from './tools/syncAccount';

const modules: ToolModule[] = [mergeContacts, syncAccount];

export function buildServer(registry: ServiceRegistry): Server {
  const server = new Server({ name: 'crm-sync', version: '2.0.3' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: modules.map((m) => m.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return text('Authentication required.', true);
    const mod = modules.find((m) => m.definition.name === request.params.name);
    if (!mod) return text(`No such tool: ${request.params.name}`, true);
    const scope = registry.createScope({ userId });
    return (await mod.run(scope, request.params as RoundTripParams)) as never;
  });

  return server;
}
