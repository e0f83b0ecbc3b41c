// Registers escalate_ticket, which asks for priority and confirmation before escalating to a group.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { triageCodec, userIdOf, type Priority, type TriageDraft } from '../state.js';
import type { ZendeskClient } from '../zendesk.js';

const GROUPS: Record<string, number> = {
  billing: 360001,
  platform: 360002,
  security: 360003,
};

export function registerEscalate(server: McpServer, zendesk: ZendeskClient): void {
  server.registerTool(
    'escalate_ticket',
    {
      description: 'Escalate a support ticket to a specialist group. Asks the agent for priority and group.',
      inputSchema: {
        ticketId: z.number().int().positive(),
        reason: z.string().min(1).max(500),
      },
    },
    async ({ ticketId, reason }, ctx) => {
      const agent = userIdOf(ctx);
      const prior = await ctx.mcpReq.requestState<TriageDraft>();

      if (!prior) {
        const upstream = await zendesk.exchangeToken(ctx.http?.authInfo?.token ?? '');
        const ticket = await zendesk.getTicket(upstream.accessToken, ticketId);
        return inputRequired({
          inputRequests: {
            routing: inputRequired.elicit({
              message: `Escalating #${ticket.id} "${ticket.subject}". Pick a priority and a group.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  priority: { type: 'string', enum: ['low', 'normal', 'high', 'urgent'] },
                  group: { type: 'string', enum: Object.keys(GROUPS) },
                },
                required: ['priority', 'group'],
              },
            }),
          },
          // keep the exchanged token so the retry skips a second exchange round trip
          requestState: await triageCodec.mint(
            { ticketId, step: 'pick_priority', note: reason, upstreamToken: upstream.accessToken }, // expect: no-secrets-in-state
            ctx,
          ),
        });
      }

      if (prior.ticketId !== ticketId) {
        return { isError: true, content: [{ type: 'text', text: 'State belongs to a different ticket.' }] };
      }
      const routing = acceptedContent<{ priority: Priority; group: string }>(ctx.mcpReq.inputResponses, 'routing');
      if (!routing) {
        return { content: [{ type: 'text', text: `Escalation of #${ticketId} cancelled by ${agent}.` }] };
      }
      const groupId = GROUPS[routing.group];
      if (groupId === undefined) {
        return { isError: true, content: [{ type: 'text', text: `Unknown group ${routing.group}` }] };
      }

      const token = prior.upstreamToken ?? (await zendesk.exchangeToken(ctx.http?.authInfo?.token ?? '')).accessToken;
      await zendesk.escalate(token, ticketId, routing.priority, groupId, `[${agent}] ${prior.note ?? reason}`);
      return {
        content: [{ type: 'text', text: `#${ticketId} escalated to ${routing.group} at ${routing.priority} priority.` }],
      };
    },
  );
}
