// Models an SDK 1.x low-level Server (setRequestHandler) for a helpdesk: close_ticket seals with the bundled helper, reopen_ticket still hands out and reads base64 JSON.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { openState, refusal, sealState } from 'eslint-plugin-mcp-state/seal';
import { closeTicket, getTicket, reopenTicket } from './tickets.js';

const server = new Server({ name: 'helpdesk', version: '3.2.0' }, { capabilities: { tools: {} } });

const confirm = (message) => ({
  confirm: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] } } },
});

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'close_ticket', description: 'Close a ticket', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
    { name: 'reopen_ticket', description: 'Reopen a ticket', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const userId = extra.authInfo?.extra?.userId;
  if (typeof userId !== 'string') return { isError: true, content: [{ type: 'text', text: 'Sign in first' }] };
  const { name, arguments: args = {}, requestState } = request.params;
  const ticket = await getTicket(args.id);
  if (!ticket) return { isError: true, content: [{ type: 'text', text: `No ticket ${args.id}` }] };

  if (name === 'close_ticket') {
    const binding = { userId, tool: name, args: { id: args.id } };
    if (requestState === undefined) {
      return { resultType: 'input_required', inputRequests: confirm(`Close "${ticket.title}"?`), requestState: sealState({ status: ticket.status }, binding) };
    }
    const opened = openState(requestState, binding);
    if (!opened.ok) return refusal(opened.reason);
    await closeTicket(args.id, userId);
    return { content: [{ type: 'text', text: `Closed ${args.id}` }] };
  }

  if (name === 'reopen_ticket') {
    if (requestState === undefined) {
      const pending = { id: args.id, by: userId, at: Date.now() };
      return {
        resultType: 'input_required',
        inputRequests: confirm(`Reopen "${ticket.title}"?`),
        requestState: Buffer.from(JSON.stringify(pending)).toString('base64url'), // expect: require-sealed-state
      };
    }
    const pending = JSON.parse(Buffer.from(requestState, 'base64url').toString('utf8')); // expect: require-sealed-state
    await reopenTicket(pending.id, pending.by);
    return { content: [{ type: 'text', text: `Reopened ${pending.id}` }] };
  }

  return { isError: true, content: [{ type: 'text', text: `Unknown tool ${name}` }] };
});

await server.connect(new StdioServerTransport());
