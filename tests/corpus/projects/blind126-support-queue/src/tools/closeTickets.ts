// Registers close_tickets, which confirms before closing several tickets at once.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { config } from '../config.js';
import { digestArgs, requireUser } from '../identity.js';
import { helpdesk } from '../helpdesk.js';
import { PendingStore } from '../pendingStore.js';

const TOOL = 'close_tickets';

const pending = new PendingStore<{ count: number }>(config.pendingTtlMs);

const refuse = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

export function registerCloseTickets(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Close several tickets at once (asks for confirmation)',
      inputSchema: { ids: z.array(z.string()).min(1).max(200), reason: z.string().max(500) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = requireUser(ctx);
      const argsDigest = digestArgs(args);
      const handle = ctx.mcpReq.requestState<string>();

      if (!handle) {
        const requestState = pending.put({ userId, tool: TOOL, argsDigest, data: { count: args.ids.length } });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close ${args.ids.length} ticket(s) with reason "${args.reason}"?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      // The handle is only a lookup key; everything that matters is in our record.
      const record = pending.take(handle);
      if (!record) return refuse('Confirmation expired or already used.');
      if (record.userId !== userId || record.tool !== TOOL) return refuse('Confirmation does not match this caller.');
      if (record.argsDigest !== argsDigest) return refuse('Arguments changed since confirmation; start again.');

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Cancelled; nothing was closed.' }] };
      }
      const { closed } = await helpdesk.closeMany(args.ids, args.reason);
      return { content: [{ type: 'text', text: `Closed ${closed} of ${record.data.count} ticket(s).` }] };
    },
  );
}
