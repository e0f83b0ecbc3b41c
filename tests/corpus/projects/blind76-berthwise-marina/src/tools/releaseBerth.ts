// release_berth: cancel one of the boater's reservations after they confirm the late-cancellation fee.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { db } from '../db.js';
import { config } from '../config.js';
import { mintState, readState } from '../state.js';
import { toolError, toolText } from '../result.js';

const TOOL = 'release_berth';

function lateFeeCents(reservation): number {
  const hoursToArrival = (new Date(reservation.arrive).getTime() - Date.now()) / 3_600_000;
  if (hoursToArrival >= config.lateCancelWindowHours) return 0;
  return Math.round(reservation.deposit_cents * (hoursToArrival <= 0 ? 1 : 0.5));
}

export function registerReleaseBerth(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel one of your berth reservations. The deposit is refunded minus any late-cancellation fee.',
      inputSchema: { reservationId: z.string().uuid() },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return toolError('Sign in to manage reservations.');

      const raw = await ctx.mcpReq.requestState();
      if (!raw) {
        const reservation = await db.getReservation(args.reservationId);
        if (!reservation || reservation.user_id !== userId) return toolError('No such reservation.');
        if (reservation.status !== 'confirmed') return toolError(`That reservation is already ${reservation.status}.`);

        const feeCents = lateFeeCents(reservation);
        const requestState = await mintState(TOOL, { step: 'confirm-release', feeCents }, ctx); // expect: require-state-binding
        const feeText = feeCents === 0 ? 'no fee' : `a late-cancellation fee of €${(feeCents / 100).toFixed(2)}`;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel berth ${reservation.berth_code} (${reservation.arrive} to ${reservation.depart}) with ${feeText}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState,
        });
      }

      const verified = await readState<{ step: string; feeCents: number }>(raw, TOOL, ctx);
      if (!verified.ok) return toolError('That confirmation is no longer valid. Nothing was cancelled.');
      if (verified.value.step !== 'confirm-release') return toolError('Wrong confirmation step. Nothing was cancelled.');

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return toolText('Your reservation is kept.');

      const released = await db.cancelReservation(args.reservationId, userId, verified.value.feeCents);
      if (!released) return toolError('The reservation could not be cancelled (it may already be cancelled).');
      return toolText(`Reservation cancelled. €${(released.refund_cents / 100).toFixed(2)} will be refunded.`);
    },
  );
}
