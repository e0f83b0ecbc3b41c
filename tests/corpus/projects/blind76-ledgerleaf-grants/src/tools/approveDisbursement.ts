// approve_disbursement: a treasurer approves paying out part of a grant, after a confirmation round.
// @ts-nocheck
import { z } from 'zod';
import { settings } from '../config/load.js';
import { membership, grant, approveDisbursement } from '../db.js';
import { signState, readState, describeFailure } from '../state/jwtState.js';
import { inputRequired, inputResponse, confirmRequest, toolError, toolText } from './shared.js';

const TOOL = 'approve_disbursement';

const money = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export function registerApproveDisbursement(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Approve a disbursement from a grant to the programme budget',
      inputSchema: {
        orgId: z.string().uuid(),
        grantId: z.string().uuid(),
        amountCents: z.number().int().positive(),
        memo: z.string().min(3).max(200),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      if (!userId) return toolError('Not signed in.');
      const member = await membership(userId, args.orgId);
      if (member?.role !== 'treasurer') return toolError('Only a treasurer can approve disbursements.');
      if (args.amountCents > settings.disbursementApprovalLimitCents) {
        return toolError(`Amounts over ${money(settings.disbursementApprovalLimitCents)} need board approval.`);
      }

      const raw = extra._meta?.requestState;
      if (!raw) {
        const g = await grant(args.orgId, args.grantId);
        if (!g) return toolError('No such grant in that organisation.');
        const remaining = Number(g.awarded_cents) - Number(g.disbursed_cents);
        if (args.amountCents > remaining) return toolError(`Only ${money(remaining)} remains on that grant.`);

        const requestState = await signState({ orgId: args.orgId, grantId: args.grantId, step: 'confirm' }, userId, TOOL); // expect: require-state-binding
        return inputRequired(
          { confirm: confirmRequest(`Approve ${money(args.amountCents)} from "${g.title}" (${args.memo})? ${money(remaining - args.amountCents)} would remain.`) },
          requestState,
        );
      }

      const read = await readState(raw, userId, TOOL);
      if (read.isErr()) return toolError(describeFailure(read.error));
      if (read.value.step !== 'confirm' || read.value.orgId !== args.orgId || read.value.grantId !== args.grantId) {
        return toolError('That confirmation was for a different grant. Nothing was approved.');
      }
      const answer = inputResponse(extra, 'confirm');
      if (answer?.confirm !== true) return toolText('Disbursement not approved.');

      const result = await approveDisbursement(args.orgId, args.grantId, args.amountCents, userId, args.memo);
      if (!result.ok) {
        return toolError(result.reason === 'over-award' ? 'That amount would exceed the award. Nothing was approved.' : 'Grant not found.');
      }
      return toolText(`Approved ${money(args.amountCents)} (disbursement ${result.id}).`);
    },
  );
}
