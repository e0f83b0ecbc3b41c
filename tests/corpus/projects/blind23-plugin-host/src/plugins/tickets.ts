import { decodeJwt } from 'jose';
import type { PluginApi } from '../host/api.js';

interface Ticket {
  id: string;
  title: string;
  priority: 'P1' | 'P2' | 'P3';
  status: string;
}

interface PendingClose {
  sub: string;
  tool: string;
  ticketId: string;
  resolution: string;
  priority: Ticket['priority'];
}

const TOOL = 'close_ticket';

export function setup(api: PluginApi): void {
  const { baseUrl } = api.config.tickets;
  const headers = { authorization: `Bearer ${api.secrets.helpdeskToken}`, 'content-type': 'application/json' };

  async function getTicket(id: string): Promise<Ticket> {
    const res = await fetch(`${baseUrl}/tickets/${encodeURIComponent(id)}`, { headers });
    if (!res.ok) throw new Error(`helpdesk ${res.status}`);
    return (await res.json()) as Ticket;
  }

  async function closeTicket(id: string, resolution: string): Promise<void> {
    const res = await fetch(`${baseUrl}/tickets/${encodeURIComponent(id)}/close`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ resolution }),
    });
    if (!res.ok) throw new Error(`helpdesk ${res.status}`);
  }

  api.tool<{ ticketId: string; resolution: string }>(
    TOOL,
    {
      description: 'Close a helpdesk ticket with a resolution note. P1 tickets need the on-call approval code.',
      inputSchema: {
        type: 'object',
        properties: { ticketId: { type: 'string' }, resolution: { type: 'string' } },
        required: ['ticketId', 'resolution'],
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      if (ctx.requestState) {
        const pending = decodeJwt(ctx.requestState) as unknown as PendingClose; // expect: require-sealed-state
        if (pending.tool !== TOOL || pending.sub !== ctx.userId) return api.fail('This confirmation belongs to someone else');

        const answer = ctx.inputResponses.confirm;
        if (answer?.action !== 'accept' || answer.content?.confirm !== true) return api.text('Ticket left open.');

        if (pending.priority === 'P1') {
          const code = String(answer.content?.approvalCode ?? '');
          if (code !== api.secrets.opsApprovalCode) return api.fail('Approval code rejected'); // expect-todo: no-timing-unsafe-compare
        }

        await closeTicket(pending.ticketId, pending.resolution);
        api.log(`closed ${pending.ticketId} for ${ctx.userId}`);
        return api.text(`Ticket ${pending.ticketId} closed.`);
      }

      const ticket = await getTicket(args.ticketId);
      if (ticket.status === 'closed') return api.text(`Ticket ${ticket.id} is already closed.`);

      const properties: Record<string, unknown> = { confirm: { type: 'boolean', title: `Close "${ticket.title}"` } };
      if (ticket.priority === 'P1') properties.approvalCode = { type: 'string', title: 'On-call approval code' };

      const requestState = await api.state.sign({
        sub: ctx.userId,
        tool: TOOL,
        ticketId: ticket.id,
        resolution: args.resolution,
        priority: ticket.priority,
      });

      return api.ask(
        {
          confirm: {
            message: `Close ${ticket.priority} ticket ${ticket.id} with: "${args.resolution}"?`,
            schema: { type: 'object', properties, required: Object.keys(properties) },
          },
        },
        requestState,
      );
    },
  );
}
