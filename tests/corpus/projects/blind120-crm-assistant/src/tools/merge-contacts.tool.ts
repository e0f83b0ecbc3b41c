// Implements the merge_contacts tool, which confirms before merging duplicate contacts into a survivor.
// @ts-nocheck
import { Injectable } from '../common/container';
import { CrmClient } from '../crm/crm-client';
import { PendingActionService } from '../pending/pending-action.service';
import { CrmTool, type Principal, type ToolOutcome } from './crm-tool';

type MergeArgs = { survivorId: string; duplicateIds: string[] };
type MergePayload = { survivorId: string; duplicateIds: string[] };

@Injectable(CrmClient, PendingActionService)
export class MergeContactsTool extends CrmTool<MergeArgs> {
  readonly name = 'merge_contacts';
  readonly description = 'Merge duplicate contacts into one survivor. Duplicates are deleted.';
  readonly destructive = true;
  readonly inputSchema = {
    type: 'object',
    properties: {
      survivorId: { type: 'string' },
      duplicateIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 20 },
    },
    required: ['survivorId', 'duplicateIds'],
  };

  constructor(private readonly crm: CrmClient, private readonly pending: PendingActionService) {
    super();
  }

  protected async start(args: MergeArgs, principal: Principal): Promise<ToolOutcome> {
    const survivor = await this.crm.getContact(args.survivorId);
    const handle = this.pending.open<MergePayload>(principal.userId, this.name, args, {
      survivorId: args.survivorId,
      duplicateIds: [...args.duplicateIds],
    });
    return this.askForm(
      'confirm_merge',
      `Merge ${args.duplicateIds.length} contact(s) into ${survivor.name} <${survivor.email}>? The duplicates will be deleted.`,
      { confirm: { type: 'boolean', title: 'Merge and delete duplicates' } },
      handle,
    );
  }

  protected async continue(
    args: MergeArgs,
    state: string,
    responses: Record<string, any>,
    principal: Principal,
  ): Promise<ToolOutcome> {
    const payload = this.pending.claim<MergePayload>(state, principal.userId, this.name, args);
    if (!payload) return this.text('This confirmation is unknown, expired or was already used.', true);
    const answer = responses.confirm_merge;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
      return this.text('Merge cancelled.');
    }
    const { merged } = await this.crm.mergeContacts(payload.survivorId, payload.duplicateIds);
    return this.text(`Merged ${merged} contact(s) into ${payload.survivorId}.`);
  }
}
