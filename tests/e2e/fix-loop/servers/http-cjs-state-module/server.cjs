// Fixture for tests/e2e/fix-loop.test.ts: CommonJS over HTTP, base64 JSON packState/unpackState required from lib/state.cjs. Insecure on purpose.
'use strict';

const { McpServer, acceptedContent, createMcpHandler, inputRequired } = require('@modelcontextprotocol/server');
const z = require('zod');
const { serveHttp } = require('../../shared/http.ts');
const { packState, unpackState } = require('./lib/state.cjs');

const yesNo = z.object({ confirm: z.boolean().describe('Confirm') });
const ask = (message) => ({ confirm: inputRequired.elicit({ message, requestedSchema: yesNo }) });
const text = (value) => ({ content: [{ type: 'text', text: value }] });

const orders = {
  'A-1001': { total: 129.9, currency: 'EUR' },
  'A-1002': { total: 15, currency: 'USD' },
};

function createServer() {
  const server = new McpServer({ name: 'shop-support', version: '2.0.1' });

  server.registerTool(
    'refund_order',
    {
      description: 'Refund an order in full',
      inputSchema: z.object({ orderId: z.string(), reason: z.enum(['damaged', 'late', 'other']) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const saved = unpackState(ctx.mcpReq.requestState());
      if (saved === null) {
        const order = orders[args.orderId] || { total: 0, currency: 'EUR' };
        return inputRequired({
          inputRequests: ask(`Refund ${order.total} ${order.currency} for ${args.orderId} (${args.reason})?`),
          requestState: packState({ orderId: args.orderId, amount: order.total, currency: order.currency }),
        });
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', yesNo);
      if (!answer || !answer.confirm) return text('Refund not issued.');
      return text(`Refunded ${saved.amount} ${saved.currency} on order ${saved.orderId} (${args.reason}).`);
    },
  );

  server.registerTool(
    'add_note',
    {
      description: 'Attach an internal note to an order',
      inputSchema: z.object({ orderId: z.string(), note: z.string() }),
    },
    async (args, ctx) => {
      const saved = unpackState(ctx.mcpReq.requestState());
      if (saved === null) {
        return inputRequired({
          inputRequests: ask(`Add a note to ${args.orderId}?`),
          requestState: packState({ orderId: args.orderId, author: 'support-bot' }),
        });
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', yesNo);
      if (!answer || !answer.confirm) return text('Note discarded.');
      return text(`Note added to ${saved.orderId} by ${saved.author}: ${args.note}`);
    },
  );

  return server;
}

serveHttp(createMcpHandler(createServer), Number(process.env.PORT ?? 0)).then((url) => {
  console.log(`shop-support MCP server at ${url}`);
});
