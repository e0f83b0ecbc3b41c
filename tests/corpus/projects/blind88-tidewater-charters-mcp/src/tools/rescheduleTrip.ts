// reschedule_trip tool: moves a confirmed booking to another departure after the member agrees to the fee.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { stateCodec } from '../state.js';
import { pendingChange } from '../lib/stateView.js';
import { getBooking, findSlot, moveBooking } from '../services/fleetDb.js';
import { centsToText } from '../lib/http.js';

const TOOL = 'reschedule_trip';
const FREE_CHANGE_HOURS = 72;

function changeFee(booking, tier: string) {
  if (tier === 'captain') return 0;
  const hoursOut = (new Date(booking.departs_at).getTime() - Date.now()) / 3_600_000;
  if (hoursOut >= FREE_CHANGE_HOURS) return 0;
  return Math.round(Number(booking.quote_cents) * (hoursOut >= 24 ? 0.1 : 0.25));
}

export function registerRescheduleTrip(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Move a confirmed charter booking to a different departure. A change fee may apply.',
      inputSchema: {
        bookingId: z.string().uuid(),
        newSlotId: z.string().min(1),
      },
    },
    async ({ bookingId, newSlotId }, ctx) => {
      const auth = ctx.http?.authInfo;
      const memberId = auth?.extra?.userId;
      if (!memberId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

      const pending = pendingChange(ctx.mcpReq.requestState?.()); // expect: require-sealed-state
      if (pending) {
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm_move');
        if (!answer?.confirm) {
          return { content: [{ type: 'text', text: 'Reschedule cancelled; your booking is unchanged.' }] };
        }
        const moved = await moveBooking(pending.bookingId, pending.newSlotId, pending.feeCents);
        if (!moved) return { isError: true, content: [{ type: 'text', text: 'Booking could not be moved.' }] };
        return { content: [{ type: 'text', text: `Moved booking ${moved.id} to ${moved.slot_id}.` }] };
      }

      const booking = await getBooking(bookingId, memberId);
      if (!booking) return { isError: true, content: [{ type: 'text', text: `No confirmed booking ${bookingId}.` }] };
      const slot = await findSlot(newSlotId);
      if (!slot || slot.harbor !== booking.harbor) {
        return { isError: true, content: [{ type: 'text', text: 'Pick a departure from the same harbor.' }] };
      }
      if (Number(slot.seats_left) < Number(booking.passengers)) {
        return { isError: true, content: [{ type: 'text', text: 'Not enough seats on that departure.' }] };
      }

      const feeCents = changeFee(booking, auth.extra.memberTier);
      const requestState = await stateCodec.mint({ tool: TOOL, step: 'confirm', bookingId, newSlotId, feeCents }, ctx);
      return inputRequired({
        inputRequests: {
          confirm_move: inputRequired.elicit({
            message: `Move to ${new Date(slot.departs_at).toUTCString()}? Change fee: ${centsToText(feeCents)}.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Yes, move my booking' } },
              required: ['confirm'],
            },
          }),
        },
        requestState,
      });
    },
  );
}
