// Tickets plugin: search tickets, add internal notes and close tickets with a confirmation round.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import type { HelpdeskPlugin } from '../pluginHost.js';

function text(value: unknown) {
  return { content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }] };
}

function teamsOf(ctx): string[] {
  return ctx.http?.authInfo?.extra?.teamIds ?? [];
}

const plugin: HelpdeskPlugin = {
  name: 'tickets',
  version: '1.8.2',
  setup(api) {
    async function loadTicket(id: string, ctx) {
      const { rows } = await api.db.query(
        `SELECT id, number, subject, status, requester_email, team_id
           FROM tickets WHERE id = $1 AND team_id = ANY($2)`,
        [id, teamsOf(ctx)],
      );
      return rows[0];
    }

    api.tool(
      'search_tickets',
      {
        description: 'Full-text search over tickets in your teams.',
        input: z.object({
          query: z.string().min(2),
          status: z.enum(['open', 'pending', 'closed']).optional(),
          limit: z.number().int().min(1).max(100).default(20),
        }),
        annotations: { readOnlyHint: true },
      },
      async (args, ctx) => {
        const { rows } = await api.db.query(
          `SELECT id, number, subject, status, priority, updated_at
             FROM tickets
            WHERE team_id = ANY($1)
              AND search_vector @@ plainto_tsquery('english', $2)
              AND ($3::text IS NULL OR status = $3)
            ORDER BY updated_at DESC
            LIMIT $4`,
          [teamsOf(ctx), args.query, args.status ?? null, args.limit],
        );
        return text(rows);
      },
    );

    api.tool(
      'add_internal_note',
      {
        description: 'Attach an internal (agent-only) note to a ticket.',
        input: z.object({ ticketId: z.string().uuid(), body: z.string().min(1).max(5000) }),
      },
      async (args, ctx, { call }) => {
        const ticket = await loadTicket(args.ticketId, ctx);
        if (!ticket) return { isError: true, ...text('Ticket not found') };
        await api.db.query(
          'INSERT INTO ticket_notes (ticket_id, author_id, body, internal) VALUES ($1, $2, $3, true)',
          [ticket.id, call.userId, args.body],
        );
        return text(`Note added to #${ticket.number}`);
      },
    );

    api.tool(
      'close_ticket',
      {
        description: 'Close a ticket with a resolution and email the requester.',
        input: z.object({ ticketId: z.string().uuid(), resolution: z.string().min(3).max(2000) }),
        annotations: { destructiveHint: true },
      },
      async (args, ctx, { state, call }) => {
        const ticket = await loadTicket(args.ticketId, ctx);
        if (!ticket) return { isError: true, ...text('Ticket not found') };
        if (ticket.status === 'closed') return text(`#${ticket.number} is already closed`);

        const pending = await state.open(ctx);
        const reply = ctx.mcpReq.inputResponses?.confirm_close;
        if (reply && reply.action !== 'accept') return text('Ticket left open.');
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm_close');

        if (!pending || pending.step !== 'confirm_close' || answer?.confirm !== true) {
          return inputRequired({
            inputRequests: {
              confirm_close: inputRequired.elicit({
                message: `Close #${ticket.number} "${ticket.subject}" and notify ${ticket.requester_email}?`,
                requestedSchema: {
                  type: 'object',
                  properties: { confirm: { type: 'boolean', title: 'Close the ticket' } },
                  required: ['confirm'],
                },
              }),
            },
            requestState: await state.mint({ step: 'confirm_close' }, ctx), // expect-todo: require-state-binding
          });
        }

        await api.withTransaction(async (client) => {
          await client.query(
            `UPDATE tickets SET status = 'closed', resolution = $1, closed_by = $2, closed_at = now() WHERE id = $3`,
            [args.resolution, call.userId, ticket.id],
          );
          await client.query(
            `INSERT INTO outbound_mail (ticket_id, template, recipient) VALUES ($1, 'ticket_closed', $2)`,
            [ticket.id, ticket.requester_email],
          );
        });
        return text(`Closed #${ticket.number}`);
      },
    );
  },
};

export default plugin;
