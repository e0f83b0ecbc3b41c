// Low-level MCP server (SDK 1.x) exposing issue_refund with a hand-built confirmation round.
'use strict';
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { sealRefundState, openRefundState, TOOL } = require('./lib/refund-state');
const { lookupOrder, refundOrder } = require('./lib/orders');

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

function createServer() {
  const server = new Server({ name: 'billing-refund', version: '1.4.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [{
      name: TOOL,
      description: 'Refund an order after the user confirms',
      inputSchema: { type: 'object', properties: { orderId: { type: 'string' }, amountCents: { type: 'integer' } }, required: ['orderId', 'amountCents'] },
      annotations: { destructiveHint: true },
    }],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    if (request.params.name !== TOOL) return fail(`Unknown tool ${request.params.name}`);
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    if (!userId) return fail('Sign in first');

    const { orderId, amountCents } = request.params.arguments;
    const incoming = request.params.requestState;

    if (!incoming) {
      const order = await lookupOrder(orderId);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Refund ${amountCents / 100} ${order.currency} on order ${orderId}?`,
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
            },
          },
        },
        requestState: sealRefundState({ orderId, amountCents, currency: order.currency }, userId),
      };
    }

    const state = openRefundState(incoming, userId);
    if (!state || state.orderId !== orderId || state.amountCents !== amountCents) {
      return fail('Invalid or expired requestState');
    }
    const answer = (request.params.inputResponses || {}).confirm;
    if (!answer || answer.action !== 'accept' || answer.content.ok !== true) return fail('Refund cancelled');

    const done = await refundOrder(state.orderId, state.amountCents, userId);
    return { content: [{ type: 'text', text: done ? 'Refund issued' : 'Refund failed' }] };
  });

  return server;
}

module.exports = { createServer };
