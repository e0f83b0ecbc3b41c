import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { StatefulTool, reply, type DeskRound, type ToolContext } from '@/lib/tools/base';

const shape = {
  survivorId: z.string().describe('Ticket that stays open'),
  duplicateId: z.string().describe('Ticket that is closed and folded into the survivor'),
};

type Args = { survivorId: string; duplicateId: string };

export class MergeTicketsTool extends StatefulTool<typeof shape> {
  readonly name = 'merge_tickets';
  readonly description = 'Merge a duplicate ticket into another one. The duplicate is closed and its comments are moved.';
  readonly shape = shape;
  protected readonly destructive = true;

  protected async start({ survivorId, duplicateId }: Args, ctx: ToolContext) {
    if (survivorId === duplicateId) return reply('A ticket cannot be merged into itself.', true);
    const [survivor, duplicate] = await Promise.all([this.deps.tickets.get(survivorId), this.deps.tickets.get(duplicateId)]);
    if (duplicate.status === 'closed') return reply(`${duplicate.key} is already closed.`, true);

    const confirm = inputRequired.elicit({
      message: `Merge ${duplicate.key} "${duplicate.title}" into ${survivor.key} "${survivor.title}"? ${duplicate.key} will be closed.`,
      requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
    });
    return this.suspend({ confirm }, 'confirm', { survivorId, survivorKey: survivor.key }, ctx); // expect: require-state-binding
  }

  protected async resume({ duplicateId }: Args, round: DeskRound, ctx: ToolContext) {
    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (answer?.confirm !== true) return reply('Nothing was merged.');

    const { survivorId, survivorKey } = round.data as { survivorId: string; survivorKey: string };
    const merged = await this.deps.tickets.merge(survivorId, duplicateId, this.caller(ctx));
    return reply(`Merged into ${survivorKey}; ${merged.key} now has the duplicate's history.`);
  }
}
