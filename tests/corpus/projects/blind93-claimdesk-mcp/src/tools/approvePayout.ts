// Tool approve_claim_payout: releases an indemnity payment once the adjuster confirms it.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { adjusterOf } from '../auth/verifier.js';
import { codecFor } from '../state/codecs.js';
import { getClaim, payeeAccount, recordPayout } from '../db/claims.js';
import { releasePayout } from '../integrations/payments.js';

const TOOL = 'approve_claim_payout';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function registerApprovePayout(server) {
  const codec = codecFor<{ claimId: string; amountCents: number; payeeAccountId: string }>(TOOL);

  server.registerTool(
    TOOL,
    {
      title: 'Approve claim payout',
      description: 'Pay an amount on a claim to a verified payee account. Requires adjuster confirmation.',
      inputSchema: z.object({
        claimId: z.string().uuid(),
        amountCents: z.number().int().positive(),
        payeeAccountId: z.string().uuid(),
      }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const adjuster = adjusterOf(ctx);
      const claim = await getClaim(args.claimId);
      if (!claim || claim.assigned_adjuster !== adjuster.id) {
        return { isError: true, content: [{ type: 'text', text: 'That claim is not assigned to you.' }] };
      }
      if (args.amountCents > adjuster.authorityCents) {
        return { isError: true, content: [{ type: 'text', text: `Above your payment authority of ${usd(adjuster.authorityCents)}.` }] };
      }
      const outstanding = claim.reserve_cents - claim.paid_cents;
      if (args.amountCents > outstanding) {
        return { isError: true, content: [{ type: 'text', text: `Only ${usd(outstanding)} remains on the reserve.` }] };
      }
      const payee = await payeeAccount(args.claimId, args.payeeAccountId);
      if (!payee) {
        return { isError: true, content: [{ type: 'text', text: 'Payee account is not verified for this claim.' }] };
      }

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const requestState = await codec.mint(
          { claimId: args.claimId, amountCents: args.amountCents, payeeAccountId: args.payeeAccountId }, // expect: require-state-binding
          ctx,
        );
        return inputRequired({
          inputRequests: {
            decision: inputRequired.elicit({
              message: `Pay ${usd(args.amountCents)} on claim ${claim.number} to ${payee.holder_name} (${payee.masked_account})?`,
              requestedSchema: {
                type: 'object',
                properties: { decision: { type: 'string', enum: ['approve', 'reject'] } },
                required: ['decision'],
              },
            }),
          },
          requestState,
        });
      }

      try {
        await codec.verify(raw, ctx);
      } catch {
        return { isError: true, content: [{ type: 'text', text: 'Approval window closed; request the payout again.' }] };
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'decision');
      if (answer?.decision !== 'approve') {
        return { content: [{ type: 'text', text: `Payout on claim ${claim.number} not released.` }] };
      }

      const transfer = await releasePayout({ claimId: args.claimId, amountCents: args.amountCents, payeeAccountId: args.payeeAccountId, approvedBy: adjuster.id });
      await recordPayout({
        claimId: args.claimId,
        amountCents: args.amountCents,
        payeeAccountId: args.payeeAccountId,
        approvedBy: adjuster.id,
        transferId: transfer.transferId,
      });

      return {
        content: [{ type: 'text', text: `Released ${usd(args.amountCents)} on claim ${claim.number} (transfer ${transfer.transferId}).` }],
        structuredContent: { transferId: transfer.transferId, status: transfer.status },
      };
    },
  );
}
