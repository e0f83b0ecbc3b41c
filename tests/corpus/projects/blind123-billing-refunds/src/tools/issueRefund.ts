// Implements the issue_refund tool, which asks for a reason and confirmation before refunding a charge.
// @ts-nocheck
import { config } from '../config';
import { BillingClient } from '../billing/client';
import { stateTokens } from '../state/tokens';
import { answer, form, inputRequired, reply, RoundParams } from '../rounds';
import type { Caller } from './types';

export const ISSUE_REFUND = 'issue_refund';

interface PendingRefund {
  chargeId: string;
  amountCents: number;
  billingToken: string;
}

export async function issueRefund(params: RoundParams, caller: Caller) {
  const chargeId = String(params.arguments?.chargeId ?? '');
  const amountCents = Number(params.arguments?.amountCents);

  if (!params.requestState) {
    const billing = new BillingClient(caller.accessToken);
    const charge = await billing.charge(chargeId);
    const refundable = charge.amountCents - charge.refundedCents;
    if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > Math.min(refundable, config.maxRefundCents)) {
      return reply(`Refund must be between 0.01 and ${(Math.min(refundable, config.maxRefundCents) / 100).toFixed(2)} ${charge.currency}.`, true);
    }
    return inputRequired(
      {
        confirm: form(
          `Refund ${(amountCents / 100).toFixed(2)} ${charge.currency} on ${chargeId}?`,
          {
            reason: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer'] },
            confirm: { type: 'boolean', title: 'Yes, issue the refund' },
          },
          ['reason', 'confirm'],
        ),
      },
      stateTokens.issue<PendingRefund>({ chargeId, amountCents, billingToken: caller.accessToken }, caller.userId, ISSUE_REFUND), // expect: no-secrets-in-state
    );
  }

  let pending: PendingRefund;
  try {
    pending = stateTokens.verify<PendingRefund>(params.requestState, caller.userId);
  } catch {
    return reply('This refund confirmation is invalid or expired.', true);
  }
  if (pending.chargeId !== chargeId || pending.amountCents !== amountCents) {
    return reply('Refund arguments changed since confirmation.', true);
  }
  const confirmed = answer<{ reason: string; confirm: boolean }>(params.inputResponses, 'confirm');
  if (!confirmed?.confirm) return reply('Refund not issued.');

  const billing = new BillingClient(pending.billingToken);
  const refund = await billing.refund(pending.chargeId, pending.amountCents, confirmed.reason);
  return reply(`Refund ${refund.id} is ${refund.status}.`);
}
