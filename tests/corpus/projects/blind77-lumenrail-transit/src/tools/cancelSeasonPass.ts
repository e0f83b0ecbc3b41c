// cancel_season_pass: cancels an active season pass and refunds the unused part after the rider confirms.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { passOwnedBy, markPassCancelled } from '../db.ts';
import { fares } from '../services/transitApi.ts';
import { sealState, openState } from '../lib/stateSeal.ts';
import { userIdOf, requireScope } from '../auth.ts';

const TOOL = 'cancel_season_pass';
const DAY_MS = 86_400_000;
const ADMIN_FEE_CENTS = 1_000;

const text = (t: string) => ({ content: [{ type: 'text', text: t }] });
const failure = (t: string) => ({ isError: true, content: [{ type: 'text', text: t }] });

function proratedRefund(pass): number {
  const start = new Date(pass.valid_from).getTime();
  const end = new Date(pass.valid_until).getTime();
  const daysTotal = Math.max(1, Math.round((end - start) / DAY_MS));
  const daysLeft = Math.max(0, Math.floor((end - Date.now()) / DAY_MS));
  return Math.max(0, Math.floor((pass.price_cents * daysLeft) / daysTotal) - ADMIN_FEE_CENTS);
}

export function registerCancelSeasonPass(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel one of your active season passes. The unused days are refunded minus a €10 fee.',
      inputSchema: z.object({ passId: z.string().uuid() }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async ({ passId }, ctx) => {
      requireScope(ctx, 'passes:write');
      const userId = userIdOf(ctx);
      const pass = await passOwnedBy(passId, userId);
      if (!pass || pass.status !== 'active') return failure('No active pass with that id on your account.');

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const refundCents = proratedRefund(pass);
        const requestState = await sealState({ step: 'confirm', refundCents }, { userId, tool: TOOL }); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Cancel your ${pass.product} pass (valid until ${String(pass.valid_until).slice(0, 10)})? ` +
                `You will get €${(refundCents / 100).toFixed(2)} back. This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Cancel the pass' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await openState(raw, { userId, tool: TOOL });
      if (!state || state.step !== 'confirm') return failure('This confirmation has expired. Please ask again.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Your pass stays active.');

      await fares.refundPass(passId, state.refundCents);
      await markPassCancelled(passId, state.refundCents, userId);
      return text(`Pass cancelled. €${(state.refundCents / 100).toFixed(2)} will reach your payment method within 5 working days.`);
    },
  );
}
