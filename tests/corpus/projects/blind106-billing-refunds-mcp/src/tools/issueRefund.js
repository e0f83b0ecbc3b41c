// Tool: refund all or part of a charge after the agent confirms the quoted amount.
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { config } from '../config.js';
import { getCharge, recordRefund } from '../db.js';
import { claimPending, savePending } from '../pending.js';
import { createRefund } from '../payments.js';
import { openState, sealState, StateRejected } from '../crypto/stateToken.js';
import { acceptedContent, elicit, inputRequired, money, readState, text, toolError } from './results.js';

const TOOL = 'issue_refund';

function argsDigest({ chargeId, amountMinor, reason }) {
  return createHash('sha256').update(JSON.stringify([chargeId, amountMinor, reason])).digest('hex');
}

export function registerIssueRefund(server, { agent, workspaceId }) {
  server.registerTool(
    TOOL,
    {
      description: 'Refund a charge (fully or partly) in the active workspace. Asks for confirmation first.',
      inputSchema: {
        chargeId: z.string().min(4),
        amountMinor: z.number().int().positive(),
        reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      if (!agent.canRefund) return toolError('Your role cannot issue refunds.');
      const binding = { agentId: agent.id, workspaceId, tool: TOOL };
      const raw = readState(extra);

      if (!raw) {
        const charge = await getCharge(workspaceId, args.chargeId);
        if (!charge || charge.status !== 'succeeded') return toolError('No refundable charge with that id in this workspace.');
        const refundable = charge.amount_minor - charge.refunded_minor;
        if (args.amountMinor > refundable) return toolError(`At most ${money(refundable, charge.currency)} can still be refunded.`);
        if (args.amountMinor > config.maxRefundMinor) return toolError('Refunds above the desk limit need a finance approver.');
        const pendingId = await savePending({
          agentId: agent.id,
          workspaceId,
          chargeId: charge.id,
          amountMinor: args.amountMinor,
          currency: charge.currency,
        });
        const requestState = sealState(
          {
            pendingId,
            argsDigest: argsDigest(args),
            apiVersion: config.payments.apiVersion,
            idempotencyKey: randomUUID(),
          },
          binding,
        );
        const prompt = `Refund ${money(args.amountMinor, charge.currency)} of charge ${charge.id} (${charge.description}, card ending ${charge.card_last4})?`;
        return inputRequired(
          {
            confirm: elicit(prompt, {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Issue the refund' } },
              required: ['confirm'],
            }),
          },
          requestState,
        );
      }

      let claims;
      try {
        claims = openState(raw, binding);
      } catch (err) {
        if (err instanceof StateRejected) return toolError('This refund confirmation is invalid or has expired; please start again.');
        throw err;
      }
      if (claims.argsDigest !== argsDigest(args)) return toolError('The confirmation was given for a different refund.');
      const quote = await claimPending(claims.pendingId);
      if (!quote || quote.agentId !== agent.id || quote.workspaceId !== workspaceId) {
        return toolError('The refund quote has expired; please start again.');
      }
      const answer = acceptedContent(extra, 'confirm');
      if (answer?.confirm !== true) return text('No refund was issued.');

      const refund = await createRefund(
        { chargeId: quote.chargeId, amountMinor: quote.amountMinor, reason: args.reason },
        { idempotencyKey: claims.idempotencyKey, apiVersion: claims.apiVersion },
      );
      await recordRefund(workspaceId, {
        chargeId: quote.chargeId,
        refundId: refund.refundId,
        amountMinor: quote.amountMinor,
        agentId: agent.id,
        reason: args.reason,
        status: refund.status,
      });
      return text(`Refund ${refund.refundId} for ${money(quote.amountMinor, quote.currency)} is ${refund.status}.`);
    },
  );
}
