import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { zendesk } from '../zendesk.js';

export const ESCALATE = 'escalate_ticket';

const reply = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

export function registerEscalate(server, { state, agentOf }) {
  server.registerTool(
    ESCALATE,
    {
      description: 'Escalate a ticket to another group with an internal note',
      inputSchema: z.object({ ticketId: z.string() }),
    },
    async ({ ticketId }, ctx) => {
      const agent = agentOf(ctx);
      const binding = { userId: agent, tool: ESCALATE };
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        const [ticket, groups] = await Promise.all([zendesk.ticket(ticketId), zendesk.groups()]);
        return inputRequired({
          inputRequests: {
            group: inputRequired.elicit({
              message: `Escalate #${ticket.id} "${ticket.subject}" to which group?`,
              requestedSchema: {
                type: 'object',
                properties: { groupId: { type: 'string', enum: groups.map((g) => String(g.id)) } },
                required: ['groupId'],
              },
            }),
          },
          requestState: await state.seal({ step: 'group', ticketId: String(ticket.id) }, binding, ctx), // expect: require-sealed-state
        });
      }

      const saved = await state.open(raw, binding, ctx);
      if (!saved) return reply('This escalation expired. Start it again.', true);

      if (saved.step === 'group') {
        const picked = acceptedContent(ctx.mcpReq.inputResponses, 'group');
        if (!picked) return reply('Escalation cancelled.');
        return inputRequired({
          inputRequests: {
            note: inputRequired.elicit({
              message: 'Internal note for the receiving group',
              requestedSchema: { type: 'object', properties: { note: { type: 'string' } }, required: ['note'] },
            }),
          },
          requestState: await state.seal( // expect: require-sealed-state
            { step: 'note', ticketId: saved.ticketId, groupId: picked.groupId },
            binding,
            ctx,
          ),
        });
      }

      const note = acceptedContent(ctx.mcpReq.inputResponses, 'note');
      if (!note) return reply('Escalation cancelled.');
      await zendesk.escalate(saved.ticketId, Number(saved.groupId), note.note, agent);
      return reply(`#${saved.ticketId} escalated.`);
    },
  );
}
