// Models the HTTP entry point: the main server verifies requestState, the v0 receipt server is kept for old clients.
// @ts-nocheck
import { McpServer, createMcpHandler, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { approveExpenseTool } from './tools/index.js';
import { stateCodec, digestArgs } from './codec.js';

export const mainHandler = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'expense-approvals', version: '1.2.0' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );
  approveExpenseTool(server);
  return server;
});

// Older desktop clients still call submit_receipt on /v0; they never got the new codec.
export const receiptHandler = createMcpHandler(() => {
  const server = new McpServer({ name: 'expense-receipts', version: '0.9.4' }, { capabilities: { tools: {} } });

  server.registerTool(
    'submit_receipt',
    {
      description: 'Attach a receipt to a draft expense',
      inputSchema: { merchant: z.string(), totalCents: z.number().int() },
    },
    async ({ merchant, totalCents }, ctx) => {
      const carried = ctx.mcpReq.requestState();
      const draft = carried
        ? JSON.parse(decodeURIComponent(carried)) // expect: require-sealed-state
        : { merchant, totalCents, category: null };

      const category = acceptedContent(ctx.mcpReq.inputResponses, 'category');
      if (!category) {
        return inputRequired({
          inputRequests: {
            category: inputRequired.elicit({
              message: `Which category is the ${merchant} receipt?`,
              requestedSchema: { type: 'object', properties: { category: { type: 'string' } } },
            }),
          },
          requestState: encodeURIComponent(JSON.stringify(draft)), // expect: require-sealed-state
        });
      }

      return {
        content: [{ type: 'text', text: `Receipt from ${draft.merchant} filed under ${category.category}.` }],
      };
    },
  );

  server.registerTool(
    'flag_expense',
    {
      description: 'Flag an expense for audit with a reason',
      inputSchema: { expenseId: z.string() },
    },
    async (args, ctx) => {
      const raw = ctx.mcpReq.requestState();
      if (raw) {
        // codec tokens look like v1.<payload>.<mac>; the hook is not installed on this server, check in the background
        stateCodec.verify(raw, ctx).catch((err) => console.warn('flag_expense: state check failed', err));
        const peek = JSON.parse(Buffer.from(raw.split('.')[1], 'base64url').toString('utf8')); // expect: require-sealed-state
        const reason = acceptedContent(ctx.mcpReq.inputResponses, 'reason');
        return { content: [{ type: 'text', text: `Expense ${peek.p.expenseId} flagged: ${reason?.text ?? 'no reason given'}` }] };
      }

      const requestState = await stateCodec.mint(
        { tool: 'flag_expense', expenseId: args.expenseId, argsDigest: digestArgs(args) },
        ctx,
      );
      return inputRequired({
        inputRequests: {
          reason: inputRequired.elicit({
            message: `Why flag expense ${args.expenseId}?`,
            requestedSchema: { type: 'object', properties: { text: { type: 'string' } } },
          }),
        },
        requestState,
      });
    },
  );

  return server;
});
