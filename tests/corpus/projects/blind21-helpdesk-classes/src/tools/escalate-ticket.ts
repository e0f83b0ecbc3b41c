import { StatefulTool, type ToolContext, type ToolOutcome } from './base.js';
import { timed } from './decorators.js';
import { ZendeskClient, type ZendeskFactory } from '../services/zendesk.js';
import { buildEscalationDraft, escalationNote, type EscalationDraft } from '../services/escalation.js';

interface EscalateArgs {
  ticketId: number;
}

export class EscalateTicketTool extends StatefulTool<EscalateArgs, EscalationDraft> {
  readonly name = 'escalate_ticket';
  readonly description = 'Hand a ticket to another support tier. Asks which group and why.';
  readonly inputSchema = {
    type: 'object' as const,
    properties: { ticketId: { type: 'integer' } },
    required: ['ticketId'],
  };

  constructor(stateKey: string, private readonly subdomain: string, private readonly zendesk: ZendeskFactory) {
    super(stateKey);
  }

  @timed('escalate')
  async execute(args: EscalateArgs, ctx: ToolContext): Promise<ToolOutcome> {
    const draft = this.readState(ctx);
    const answer = ctx.inputResponses?.escalation;

    if (!draft || !answer) {
      const client = this.zendesk(ctx.zendeskToken);
      const [ticket, groups] = await Promise.all([client.getTicket(args.ticketId), client.listGroups()]);
      if (ticket.status === 'closed') return this.fail(`Ticket #${ticket.id} is closed and cannot be escalated.`);
      return this.requestInput(
        'escalation',
        `Escalate #${ticket.id} "${ticket.subject}"`,
        {
          groupId: { type: 'integer', oneOf: groups.map((g) => ({ const: g.id, title: g.name })) },
          reason: { type: 'string', minLength: 10 },
        },
        buildEscalationDraft(ticket, this.subdomain, ctx), // expect: no-secrets-in-state
        ctx,
      );
    }

    if (answer.action !== 'accept') return this.text('Escalation cancelled.');
    const groupId = Number(answer.content?.groupId);
    const reason = String(answer.content?.reason ?? '');

    const client = new ZendeskClient(draft.upstream.subdomain, draft.upstream.token);
    const groups = await client.listGroups();
    const target = groups.find((g) => g.id === groupId);
    if (!target) return this.fail(`Unknown group ${groupId}.`);

    await client.updateTicket(draft.ticketId, {
      group_id: target.id,
      priority: draft.priority === 'urgent' ? 'urgent' : 'high',
      comment: { body: escalationNote(draft, reason, target.name), public: false },
    });
    return this.text(`Ticket #${draft.ticketId} escalated to ${target.name}.`);
  }
}
