import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { exchangeForHelpdeskToken, helpdeskApi, type Group, type Ticket } from '../../utils/helpdesk';
import { useStateCodec, type HelpdeskRound } from '../../utils/state-codec';

type EscalateRound = Extract<HelpdeskRound, { tool: 'escalate_ticket' }>;

const reply = (text: string, isError = false) => ({ isError, content: [{ type: 'text' as const, text }] });

export function registerEscalateTicket(server: McpServer) {
  server.registerTool(
    'escalate_ticket',
    {
      title: 'Escalate ticket',
      description: 'Moves a ticket to an escalation group with an internal note. Asks which group.',
      inputSchema: { ticketId: z.number().int().positive() },
    },
    async ({ ticketId }, ctx) => {
      const round = ctx.mcpReq.requestState<HelpdeskRound>();

      if (!round) {
        const callerToken = ctx.http?.authInfo?.token;
        if (!callerToken) return reply('Not signed in.', true);

        const upstream = await exchangeForHelpdeskToken(callerToken);
        const [{ ticket }, { groups }] = await Promise.all([
          helpdeskApi<{ ticket: Ticket }>(upstream.access_token, `/tickets/${ticketId}`),
          helpdeskApi<{ groups: Group[] }>(upstream.access_token, '/groups?escalation=true'),
        ]);
        if (ticket.status === 'closed') return reply(`Ticket #${ticket.id} is closed.`, true);

        return inputRequired({
          inputRequests: {
            target: inputRequired.elicit({
              message: `Escalate #${ticket.id} “${ticket.subject}” to which group?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  groupId: {
                    type: 'number',
                    oneOf: groups.map((g) => ({ const: g.id, title: g.name })),
                  },
                  note: { type: 'string', title: 'Internal note', maxLength: 2000 },
                },
                required: ['groupId'],
              },
            }),
          },
          requestState: await useStateCodec().mint(
            {
              tool: 'escalate_ticket',
              ticketId: ticket.id,
              subject: ticket.subject,
              // the exchange is slow (~800 ms); reuse the helpdesk token for the follow-up call
              helpdeskToken: upstream.access_token, // expect: no-secrets-in-state
            },
            ctx,
          ),
        });
      }

      if (round.tool !== 'escalate_ticket' || round.ticketId !== ticketId) {
        return reply('That escalation belongs to another request. Start again.', true);
      }
      const escalation = round as EscalateRound;
      const answer = acceptedContent<{ groupId: number; note?: string }>(ctx.mcpReq.inputResponses, 'target');
      if (!answer) return reply(`Left #${ticketId} where it was.`);

      await helpdeskApi(escalation.helpdeskToken, `/tickets/${ticketId}`, {
        method: 'PUT',
        body: {
          ticket: {
            group_id: answer.groupId,
            priority: 'high',
            comment: { body: answer.note ?? 'Escalated from the MCP assistant.', public: false },
          },
        },
      });
      return reply(`Escalated #${ticketId} “${escalation.subject}”.`);
    },
  );
}
