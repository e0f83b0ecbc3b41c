// Models the helpdesk MCP server on SDK 1.x with a low-level CallTool handler.
'use strict';
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { seal, open, digestArgs } = require('./lib/hmac-state.cjs');
const { escalateTicket } = require('./handlers/escalate.cjs');

const server = new Server({ name: 'helpdesk-tickets', version: '2.0.3' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'close_ticket',
      description: 'Close a ticket and notify the customer',
      inputSchema: { type: 'object', properties: { ticketId: { type: 'string' }, resolution: { type: 'string' } }, required: ['ticketId'] },
      annotations: { destructiveHint: true },
    },
    {
      name: 'reassign_ticket',
      description: 'Move a ticket to another queue',
      inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
    },
    {
      name: 'escalate_ticket',
      description: 'Escalate a ticket to a higher support tier',
      inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
    },
  ],
}));

async function closeTicket(request, extra) {
  const args = request.params.arguments ?? {};
  const userId = extra?.authInfo?.extra?.userId;
  if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

  const argsDigest = digestArgs(args);
  const incoming = request.params.requestState;
  const answer = request.params.inputResponses?.confirm_close;

  if (incoming) {
    const state = open(incoming, userId, 'close_ticket', argsDigest);
    if (!state) {
      return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    }
    if (answer?.action === 'accept' && answer.content?.confirm) {
      return { content: [{ type: 'text', text: `Ticket ${state.ticketId} closed.` }] };
    }
    return { content: [{ type: 'text', text: 'Left open.' }] };
  }

  return {
    resultType: 'input_required',
    inputRequests: {
      confirm_close: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Close ticket ${args.ticketId}? The customer will be emailed.`,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
        },
      },
    },
    requestState: seal({ ticketId: args.ticketId }, userId, 'close_ticket', argsDigest),
  };
}

async function reassignTicket(request, extra) {
  const { ticketId } = request.params.arguments ?? {};
  const previous = request.params.requestState;

  if (previous) {
    const pending = JSON.parse(previous); // expect: require-sealed-state
    const queue = request.params.inputResponses?.queue?.content?.queue;
    if (!queue) return { content: [{ type: 'text', text: 'No queue chosen, nothing changed.' }] };
    return { content: [{ type: 'text', text: `Ticket ${pending.ticketId} moved from ${pending.fromQueue} to ${queue}.` }] };
  }

  return {
    resultType: 'input_required',
    inputRequests: {
      queue: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Move ticket ${ticketId} to which queue?`,
          requestedSchema: { type: 'object', properties: { queue: { type: 'string' } }, required: ['queue'] },
        },
      },
    },
    requestState: JSON.stringify({ ticketId, fromQueue: 'general', by: extra?.authInfo?.clientId }), // expect: require-sealed-state
  };
}

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  switch (request.params.name) {
    case 'close_ticket':
      return closeTicket(request, extra);
    case 'reassign_ticket':
      return reassignTicket(request, extra);
    case 'escalate_ticket':
      return escalateTicket(request, extra);
    default:
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
  }
});

server.connect(new StdioServerTransport()).catch((err) => {
  console.error(err);
  process.exit(1);
});
