import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { formatMoney, recentOrders, searchCustomers, type Order } from '../backend.js';
import { openEnvelope, sealEnvelope } from '../state/envelope.js';
import { assertBound, refused, StateRefused } from '../state/guards.js';

const TOOL = 'find_orders';

interface PickCustomer {
  query: string;
  candidates: string[];
}

const listOrders = (orders: Order[]) => ({
  content: [
    {
      type: 'text' as const,
      text: orders.length
        ? orders.map((o) => `${o.id}  ${formatMoney(o.totalCents, o.currency)}  refundable ${formatMoney(o.refundableCents, o.currency)}`).join('\n')
        : 'No orders.',
    },
  ],
});

export function registerFindOrders(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: "Find a customer's recent orders by name or e-mail",
      inputSchema: z.object({ query: z.string().min(2) }),
      annotations: { readOnlyHint: true },
    },
    async ({ query }, ctx) => {
      const caller = callerOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const matches = await searchCustomers(query, caller);
        if (matches.length === 0) return { content: [{ type: 'text', text: `No customer matches "${query}".` }] };
        if (matches.length === 1) return listOrders(await recentOrders(matches[0].id, caller));

        return inputRequired({
          inputRequests: {
            customer: inputRequired.elicit({
              message: `${matches.length} customers match "${query}". Which one?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  customerId: {
                    type: 'string',
                    oneOf: matches.map((m) => ({ const: m.id, title: `${m.name} <${m.emailMasked}>` })),
                  },
                },
                required: ['customerId'],
              },
            }),
          },
          requestState: sealEnvelope<PickCustomer>(
            { query, candidates: matches.map((m) => m.id) },
            { userId: caller.userId, tool: TOOL },
          ),
        });
      }

      const envelope = openEnvelope<PickCustomer>(token);
      if (!envelope) return refused('signature');
      let pick: PickCustomer;
      try {
        pick = assertBound(envelope, { userId: caller.userId, tool: TOOL });
      } catch (err) {
        if (err instanceof StateRefused) return refused(err.reason);
        throw err;
      }

      const chosen = acceptedContent<{ customerId: string }>(ctx.mcpReq.inputResponses, 'customer')?.customerId;
      if (!chosen || !pick.candidates.includes(chosen)) {
        return { isError: true, content: [{ type: 'text', text: 'Pick one of the listed customers.' }] };
      }
      return listOrders(await recentOrders(chosen, caller));
    },
  );
}
