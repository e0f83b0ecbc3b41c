// Registers the escalate_ticket tool, which asks for a support group and note before escalating a ticket.
// @ts-nocheck
import * as z from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { escalationCodec, type EscalationState } from '../state.js';
import { agentOf } from '../identity.js';
import { getTenantCredentials } from '../vault.js';
import { ZendeskClient } from '../zendesk.js';

interface EscalationAnswer {
  groupId: number;
  note: string;
}

export function registerEscalate(server: McpServer): void {
  server.registerTool(
    'escalate_ticket',
    {
      description: 'Escalate a ticket to another support group. Asks the agent for the group and a note.',
      inputSchema: { ticketId: z.number().int().positive() },
    },
    async ({ ticketId }, ctx) => {
      const state = await ctx.mcpReq.requestState<EscalationState>();

      if (!state) {
        const agent = agentOf(ctx);
        const creds = await getTenantCredentials(agent.tenantId, agent.bearer);
        const zd = new ZendeskClient(creds.subdomain, creds.email, creds.apiToken);
        const [ticket, groups] = await Promise.all([zd.getTicket(ticketId), zd.listGroups()]);

        // carry the tenant creds forward so the second round skips the Vault hop
        const requestState = await escalationCodec.mint(
          {
            ticketId: ticket.id,
            subdomain: creds.subdomain,
            email: creds.email,
            apiToken: creds.apiToken, // expect: no-secrets-in-state
          },
          ctx,
        );

        return inputRequired({
          inputRequests: {
            escalation: inputRequired.elicit({
              message: `Escalate #${ticket.id} "${ticket.subject}"? Pick a group and leave an internal note.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  groupId: {
                    type: 'number',
                    title: 'Group',
                    oneOf: groups.map((g) => ({ const: g.id, title: g.name })),
                  },
                  note: { type: 'string', title: 'Internal note', minLength: 5 },
                },
                required: ['groupId', 'note'],
              },
            }),
          },
          requestState,
        });
      }

      const answer = acceptedContent<EscalationAnswer>(ctx.mcpReq.inputResponses, 'escalation');
      if (!answer) {
        return { content: [{ type: 'text', text: 'Escalation cancelled, ticket unchanged.' }] };
      }

      const zd = new ZendeskClient(state.subdomain, state.email, state.apiToken);
      const updated = await zd.escalate(state.ticketId, answer.groupId, answer.note);
      return {
        content: [
          {
            type: 'text',
            text: `Ticket #${updated.id} moved to group ${updated.group_id} (priority ${updated.priority}).`,
          },
        ],
      };
    },
  );
}
