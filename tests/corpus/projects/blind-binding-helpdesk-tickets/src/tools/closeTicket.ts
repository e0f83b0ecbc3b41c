// Models a destructive close_ticket tool that asks the agent to confirm, with state bound to agent, tool and exact args.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { ticketStateCodec, argsDigest, assertFlow, FlowMismatchError } from '../state.js';
import { tickets } from '../ticketStore.js';

const confirmSchema = z.object({ confirm: z.boolean(), resolutionNote: z.string().optional() });

export function registerCloseTicket(server: McpServer) {
  server.registerTool(
    'close_ticket',
    {
      description: 'Close a support ticket and notify the requester',
      inputSchema: z.object({ ticketId: z.string(), notifyRequester: z.boolean().default(true) }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmSchema);
      if (!answer) {
        const requestState = await ticketStateCodec.mint(
          { tool: 'close_ticket', ticketId: args.ticketId, argsDigest: argsDigest(args) },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close ticket ${args.ticketId}? This cannot be undone.`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState,
        });
      }

      let flow;
      try {
        flow = assertFlow(ctx.mcpReq.requestState(), 'close_ticket', args);
      } catch (err) {
        if (err instanceof FlowMismatchError) {
          return { isError: true, content: [{ type: 'text', text: 'Confirmation does not match this request.' }] };
        }
        throw err;
      }

      if (answer.confirm !== true) {
        return { content: [{ type: 'text', text: `Ticket ${flow.ticketId} left open.` }] };
      }
      await tickets.close(flow.ticketId, { note: answer.resolutionNote, notify: args.notifyRequester });
      return { content: [{ type: 'text', text: `Ticket ${flow.ticketId} closed.` }] };
    },
  );
}
