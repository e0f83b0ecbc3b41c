// cancel_reservation: cancels a berth reservation and withdraws its pre-arrival notice after the user confirms.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { stateCodec, currentUser } from '../state.js';
import { hasRole } from '../auth.js';
import { config } from '../config.js';
import { reservationById } from '../db.js';
import { cancelAndWithdraw } from '../reservations.js';
import { fail, text } from '../results.js';

const TOOL = 'cancel_reservation';

export function registerCancelReservation(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a confirmed berth reservation. The port authority notice is withdrawn as well.',
      inputSchema: {
        reservationId: z.string().uuid(),
        reason: z.string().min(3).max(200),
      },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ reservationId, reason }, ctx) => {
      const userId = currentUser(ctx);
      const reservation = await reservationById(reservationId);
      if (!reservation) return fail('No such reservation.');
      if (reservation.status === 'cancelled') return text('That reservation is already cancelled.');
      if (reservation.agentId !== userId && !hasRole(ctx, config.supervisorRole)) {
        return fail('Only the booking agent or a berth supervisor can cancel this reservation.');
      }

      const pending = await ctx.mcpReq.requestState();
      if (!pending) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${reservation.portCallRef} at ${reservation.berthCode} (${new Date(reservation.startsAt).toUTCString()})? Reason: ${reason}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, cancel this reservation' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: await stateCodec.mint({ tool: TOOL, reservationId }, ctx), // expect: require-state-binding
        });
      }

      if (pending.tool !== TOOL) return fail('This confirmation was issued for a different tool.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Cancellation not confirmed; nothing was changed.');

      await cancelAndWithdraw(reservation.id, reservation.portCallRef, userId, reason, ctx.http.authInfo.token);
      return text(`Reservation ${reservation.portCallRef} cancelled and notice withdrawn.`);
    },
  );
}
