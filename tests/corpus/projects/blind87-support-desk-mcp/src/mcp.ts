// Low-level MCP server (SDK 1.x) with hand-built input_required results for the agent tools.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { mergeTicketsTool } from './tools/mergeTickets.js';
import { bulkCloseTool } from './tools/bulkClose.js';
import { draftReplyTool } from './tools/draftReply.js';

export const r = {
  text: (text) => ({ content: [{ type: 'text', text }] }),
  fail: (text) => ({ isError: true, content: [{ type: 'text', text }] }),
  inputRequired: (inputRequests, requestState) => ({ resultType: 'input_required', inputRequests, requestState }),
  elicit: (message, properties) => ({
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
  }),
  accepted: (responses, key) => (responses?.[key]?.action === 'accept' ? responses[key].content ?? {} : null),
};

export function buildMcpServer(deps) {
  const all = [mergeTicketsTool, bulkCloseTool, draftReplyTool].map((make) => make({ ...deps, r }));
  const tools = new Map(all.filter((t) => t.enabled).map((t) => [t.name, t]));

  const server = new Server({ name: 'support-desk', version: '0.14.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: zodToJsonSchema(t.schema, { target: 'jsonSchema7' }),
      annotations: { destructiveHint: Boolean(t.destructive) },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return r.fail(`Tool ${request.params.name} is not available here.`);
    const args = tool.schema.safeParse(request.params.arguments ?? {});
    if (!args.success) return r.fail(`Invalid arguments: ${args.error.issues.map((i) => i.message).join('; ')}`);

    const agent = extra.authInfo?.extra;
    if (!agent?.userId) return r.fail('Not signed in.');

    try {
      return await tool.handler(args.data, {
        agent,
        requestState: request.params.requestState,
        inputResponses: request.params.inputResponses,
      });
    } catch (err) {
      deps.log(`tool ${tool.name} failed: ${err.message}`);
      return r.fail('The helpdesk could not complete that action.');
    }
  });

  return server;
}
