// issue_refund handler that confirms with the user before refunding a charge.
// @ts-nocheck
import { signState } from '../jwt';
import { confirmRequest, fail, ok, type Handler } from '../middleware';
import { getCharge, merchantKeyFor, refund } from '../gateway';

export interface RefundArgs {
  chargeId: string;
  amountCents: number;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer';
}

export const issueRefund: Handler<RefundArgs> = async ({ args, userId, state, inputResponses }) => {
  if (!state) {
    const merchantKey = await merchantKeyFor(userId);
    const charge = await getCharge(merchantKey, args.chargeId);
    if (args.amountCents > charge.amountCents - charge.refundedCents) return fail('Amount exceeds what is refundable.');
    const token = signState({
      sub: userId,
      tool: 'issue_refund',
      chargeId: args.chargeId,
      amountCents: args.amountCents,
      reason: args.reason,
      merchantKey, // expect: no-secrets-in-state
    });
    return confirmRequest(
      'confirm',
      `Refund ${(args.amountCents / 100).toFixed(2)} ${charge.currency.toUpperCase()} to ${charge.customerEmail}?`,
      token,
    );
  }

  if (state.chargeId !== args.chargeId || state.amountCents !== args.amountCents || state.reason !== args.reason) {
    return fail('Confirmation does not match this refund.');
  }
  if (inputResponses.confirm?.action !== 'accept' || inputResponses.confirm.content?.confirm !== true) {
    return ok('Refund cancelled.');
  }
  const r = await refund(state.merchantKey as string, args.chargeId, args.amountCents, args.reason);
  return ok(`Refund ${r.id} issued.`);
};
