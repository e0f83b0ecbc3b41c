import { inputRequired } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { BaseTool, type ToolCtx } from './base.js';
import { Confirmable, DelegatedAccess } from './mixins.js';

const shape = {
  survivorId: z.string().min(1).describe('Contact that is kept'),
  duplicateId: z.string().min(1).describe('Contact that is merged into the survivor and deleted'),
};
type MergeArgs = { survivorId: string; duplicateId: string };

export class MergeContactsTool extends DelegatedAccess(Confirmable(BaseTool)) {
  readonly name = 'merge_contacts';
  readonly description = 'Merge a duplicate contact into another one. The duplicate is deleted.';
  readonly shape = shape;
  override readonly destructive = true;

  async handle(args: Record<string, unknown>, ctx: ToolCtx): Promise<CallToolResult> {
    const { survivorId, duplicateId } = args as MergeArgs;
    const pending = this.pending(ctx);
    const crm = this.crmWith(await this.delegatedGrant(ctx));

    if (pending === undefined) {
      const [keep, drop] = await Promise.all([crm.contact(survivorId), crm.contact(duplicateId)]);
      return inputRequired({
        inputRequests: {
          confirm: this.confirmation(`Merge "${drop.name}" <${drop.email}> into "${keep.name}" <${keep.email}>? "${drop.name}" is deleted.`),
        },
        requestState: await this.codec.mint({ tool: this.name, step: 'confirm', survivorId, duplicateId }, ctx),
      });
    }

    if (pending.survivorId !== survivorId || pending.duplicateId !== duplicateId) {
      return { isError: true, content: [{ type: 'text', text: 'The contacts changed since you confirmed. Start again.' }] };
    }
    if (!this.wasConfirmed(ctx)) {
      return { content: [{ type: 'text', text: 'Nothing merged.' }] };
    }
    await crm.merge(survivorId, duplicateId);
    return { content: [{ type: 'text', text: `Merged ${duplicateId} into ${survivorId}.` }] };
  }
}
