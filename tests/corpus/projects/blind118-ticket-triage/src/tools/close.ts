// Registers close_tickets, which confirms before closing tickets with a resolution comment.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { triageCodec, userIdOf, type TriageDraft } from '../state.js';
import type { ZendeskClient } from '../zendesk.js';

export function registerClose(server: McpServer, zendesk: ZendeskClient): void {
  server.registerTool(
    'close_tickets',
    {
      description: 'Close one or more tickets with a public resolution comment. Asks for confirmation.',
      inputSchema: {
        ticketIds: z.array(z.number().int().positive()).min(1).max(50),
        resolution: z.string().min(1).max(2000),
      },
      annotations: { destructiveHint: true },
    },
    async ({ ticketIds, resolution }, ctx) => {
      const agent = userIdOf(ctx);
      const prior = await ctx.mcpReq.requestState<TriageDraft>();

      if (!prior || prior.step !== 'confirm') {
        const preview = ticketIds.slice(0, 5).map((id) => `#${id}`).join(', ');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close ${ticketIds.length} ticket(s) (${preview}${ticketIds.length > 5 ? ', …' : ''}) as "${resolution}"?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, close them' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await triageCodec.mint({ ticketId: ticketIds[0], step: 'confirm' }, ctx), // expect: require-state-binding
        });
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: 'Nothing closed.' }] };
      }

      const upstream = await zendesk.exchangeToken(ctx.http?.authInfo?.token ?? '');
      const closed = await zendesk.closeMany(upstream.accessToken, ticketIds, resolution);
      console.info(`[close_tickets] ${agent} closed ${closed} ticket(s)`);
      return { content: [{ type: 'text', text: `Closed ${closed} ticket(s).` }] };
    },
  );
}
