// refund_charge: refunds all or part of a charge once the user confirms the amount.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { billing, BillingApiError } from '../billingApi.js';
import { config } from '../config.js';
import { findMerchantForUser, recordAudit } from '../db.js';
import { confirmSchema, formatMoney, toolError, toolText } from '../format.js';
import { principalOf, readState, stateCodecFor } from '../state.js';

const TOOL = 'refund_charge';

export function registerRefundTools(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Refund a charge, fully or partially. Shows the amount and asks for confirmation first.',
      inputSchema: {
        chargeId: z.string().regex(/^ch_[A-Za-z0-9]{8,}$/),
        amountCents: z.number().int().positive().optional(),
        reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).default('requested_by_customer'),
      },
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const userId = principalOf(ctx);
      const merchant = await findMerchantForUser(userId);
      if (!merchant) return toolError('No merchant account is linked to your login.');
      if (!merchant.can_refund) return toolError(`Your role (${merchant.role}) cannot issue refunds.`);

      let confirmed;
      try {
        confirmed = await readState(TOOL, ctx);
      } catch {
        return toolError('The confirmation expired or was altered. Ask for the refund again.');
      }

      if (!confirmed) {
        const charge = await billing.getCharge(merchant.ledger_account_id, args.chargeId);
        const refundable = charge.amount - (charge.amount_refunded ?? 0);
        const amount = args.amountCents ?? refundable;
        if (refundable <= 0) return toolError(`${charge.id} has already been refunded in full.`);
        if (amount > refundable) {
          return toolError(`Only ${formatMoney(refundable, charge.currency)} of ${charge.id} can still be refunded.`);
        }
        if (amount > config.refundLimitCents) {
          return toolError(`Refunds above ${formatMoney(config.refundLimitCents, charge.currency)} need the dashboard.`);
        }
        const requestState = await stateCodecFor(TOOL).mint({ step: 'confirm', currency: charge.currency }, ctx); // expect: require-state-binding
        const who = charge.customer?.name ?? charge.billing_details?.name ?? 'unknown customer';
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${formatMoney(amount, charge.currency)} of ${charge.id} (${who}, ${args.reason})?`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState,
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return toolText('Refund cancelled; nothing was changed.');

      try {
        const refund = await billing.refund(
          merchant.ledger_account_id,
          args.chargeId,
          args.amountCents,
          args.reason,
          `mcp:${userId}:${args.chargeId}:${args.amountCents ?? 'full'}`,
        );
        await recordAudit({
          userId,
          action: 'refund.create',
          target: args.chargeId,
          detail: { refundId: refund.id, amount: refund.amount, currency: refund.currency },
        });
        return toolText(`Refund ${refund.id}: ${formatMoney(refund.amount, refund.currency)} (${refund.status}).`);
      } catch (err) {
        if (err instanceof BillingApiError) return toolError(`Ledgerline refused the refund: ${err.message}`);
        throw err;
      }
    },
  );
}
