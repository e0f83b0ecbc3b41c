import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { StateError, openRound, peekRound, sealRound } from '@acme/state-kit/seal';
import { psp } from './psp-client.js';

export const REFUND_TOOL = {
  name: 'issue_refund',
  description: 'Refund all or part of a card charge. The customer success agent confirms the amount first.',
  inputSchema: {
    type: 'object',
    properties: {
      chargeId: { type: 'string', pattern: '^ch_[A-Za-z0-9]+$' },
      amountCents: { type: 'integer', minimum: 1 },
      reason: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer'] },
    },
    required: ['chargeId', 'amountCents'],
  },
  annotations: { destructiveHint: true, openWorldHint: true },
} as const;

interface RefundArgs {
  chargeId: string;
  amountCents: number;
  reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer';
}

export interface RefundParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  requestState?: string;
}

interface RefundRound {
  holdId: string;
  chargeId: string;
  amountCents: number;
  currency: string;
  pspSession: string;
}

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

const reply = (text: string, isError = false) => ({ content: [{ type: 'text' as const, text }], ...(isError ? { isError } : {}) });
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

export async function handleRefund(params: RefundParams, extra: Extra) {
  const args = params.arguments as unknown as RefundArgs;
  const agent = extra.authInfo?.extra?.userId;
  if (typeof agent !== 'string') return reply('Sign in as a support agent first.', true);
  const binding = { sub: agent, tool: REFUND_TOOL.name, args };

  if (!params.requestState) {
    const charge = await psp.getCharge(args.chargeId);
    const refundable = charge.amountCents - charge.refundedCents;
    if (args.amountCents > refundable) {
      return reply(`Only ${money(refundable, charge.currency)} of ${charge.id} is refundable.`, true);
    }
    // Opening the session puts a hold on the balance, so the money is there when the agent says yes.
    const session = await psp.openRefundSession(charge.id, args.amountCents);
    return {
      resultType: 'input_required' as const,
      inputRequests: {
        approve: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Refund ${money(args.amountCents, charge.currency)} of charge ${charge.id} to customer ${charge.customerId}?`,
            requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
          },
        },
      },
      requestState: sealRound<RefundRound>(
        {
          holdId: session.holdId,
          chargeId: charge.id,
          amountCents: args.amountCents,
          currency: charge.currency,
          pspSession: session.sessionToken, // expect: no-secrets-in-state
        },
        binding,
      ),
    };
  }

  const answer = params.inputResponses?.approve;
  if (answer?.action !== 'accept' || answer.content?.approve !== true) {
    // Let go of the hold now instead of waiting 30 minutes for the PSP to time it out.
    const pending = peekRound<RefundRound>(params.requestState); // expect: require-sealed-state
    if (pending?.holdId) await psp.releaseHold(pending.holdId);
    return reply('Refund cancelled. The hold on the balance was released.');
  }

  let round: RefundRound;
  try {
    round = openRound<RefundRound>(params.requestState, binding);
  } catch (err) {
    if (err instanceof StateError) return reply(`This approval can't be used (${err.reason}). Start the refund again.`, true);
    throw err;
  }

  const refund = await psp.refund(round.pspSession, {
    holdId: round.holdId,
    amountCents: round.amountCents,
    reason: args.reason,
    initiatedBy: agent,
  });
  return reply(`Refund ${refund.refundId} for ${money(round.amountCents, round.currency)} is ${refund.status}.`);
}
