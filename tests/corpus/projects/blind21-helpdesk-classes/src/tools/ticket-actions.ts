import { StatefulTool, type ToolContext, type ToolOutcome } from './base.js';
import { confirmDestructive, timed } from './decorators.js';
import type { ZendeskFactory } from '../services/zendesk.js';

interface CloseArgs {
  ticketId: number;
  resolution: string;
}

export class CloseTicketTool extends StatefulTool<CloseArgs, { step: 'confirm' }> {
  readonly name = 'close_ticket';
  readonly description = 'Solve a ticket with a public resolution comment.';
  readonly inputSchema = {
    type: 'object' as const,
    properties: { ticketId: { type: 'integer' }, resolution: { type: 'string', maxLength: 2000 } },
    required: ['ticketId', 'resolution'],
  };
  override readonly destructive = true;

  constructor(stateKey: string, private readonly zendesk: ZendeskFactory) {
    super(stateKey);
  }

  @timed()
  @confirmDestructive<CloseArgs>((a) => `Solve ticket #${a.ticketId} and send the resolution to the requester?`)
  async execute(args: CloseArgs, ctx: ToolContext): Promise<ToolOutcome> {
    const ticket = await this.zendesk(ctx.zendeskToken).updateTicket(args.ticketId, {
      status: 'solved',
      comment: { body: args.resolution, public: true },
    });
    return this.text(`Ticket #${ticket.id} is now ${ticket.status}.`);
  }
}

interface MergeArgs {
  targetId: number;
  sourceIds: number[];
}

export class MergeTicketsTool extends StatefulTool<MergeArgs, { step: 'confirm' }> {
  readonly name = 'merge_tickets';
  readonly description = 'Merge duplicate tickets into a target ticket. Source tickets are closed.';
  readonly inputSchema = {
    type: 'object' as const,
    properties: {
      targetId: { type: 'integer' },
      sourceIds: { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 25 },
    },
    required: ['targetId', 'sourceIds'],
  };
  override readonly destructive = true;

  constructor(stateKey: string, private readonly zendesk: ZendeskFactory) {
    super(stateKey);
  }

  @confirmDestructive<MergeArgs>((a) => `Merge ${a.sourceIds.map((id) => `#${id}`).join(', ')} into #${a.targetId}? This cannot be undone.`)
  async execute(args: MergeArgs, ctx: ToolContext): Promise<ToolOutcome> {
    if (args.sourceIds.includes(args.targetId)) return this.fail('A ticket cannot be merged into itself.');
    await this.zendesk(ctx.zendeskToken).mergeInto(args.targetId, args.sourceIds, `Merged by ${ctx.agentEmail}`);
    return this.text(`Merged ${args.sourceIds.length} ticket(s) into #${args.targetId}.`);
  }
}
