import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { helpdeskFor } from './lib/helpdesk.js';
import { toolError } from './lib/results.js';
import { closeTicket } from './tools/close.js';
import { triageQueue } from './tools/triage.js';

// Each tool is { definition, run(params, env) => ResultAsync<CallToolResult, Error> }.
const tools = new Map([triageQueue, closeTicket].map((tool) => [tool.definition.name, tool]));

export function createTriageServer() {
  const server = new Server({ name: 'helpdesk-triage', version: '1.4.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((tool) => tool.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return toolError(`There is no tool called ${request.params.name}.`);

    const agentId = extra.authInfo?.extra?.agentId;
    if (typeof agentId !== 'string' || agentId === '') return toolError('Sign in with your helpdesk agent account.');

    return tool
      .run(request.params, { userId: agentId, helpdesk: helpdeskFor(agentId) })
      .match(
        (result) => result,
        (error) => toolError(error.message),
      );
  });

  return server;
}
