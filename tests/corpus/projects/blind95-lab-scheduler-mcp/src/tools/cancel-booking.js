// Tool cancel_booking: cancels one of the caller's bookings after a confirmation tied to the exact request.
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { API_VERSION } from '../config.js';
import { userIdOf } from '../state.js';

const TOOL = 'cancel_booking';

const failure = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const reply = (text) => ({ content: [{ type: 'text', text }] });

export function registerCancelBooking(server, { codecs, db, notify }) {
  const codec = codecs.forTool(TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Cancel one of your instrument bookings. Cancellations within 24 hours are billed at 50%.',
      inputSchema: {
        bookingId: z.string().uuid(),
        releaseToWaitlist: z.boolean().default(true),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userIdOf(ctx);
      const booking = await db.getBooking(args.bookingId);
      if (!booking || booking.userId !== userId) return failure('You have no booking with that id.');
      if (booking.cancelledAt) return reply('That booking is already cancelled.');

      let pending;
      try {
        pending = await codec.open(ctx);
      } catch {
        return failure('This cancellation expired or was altered. Please ask again.');
      }

      if (!pending) {
        const requestState = await codec.mint(
          { bookingId: args.bookingId, releaseToWaitlist: args.releaseToWaitlist, apiVersion: API_VERSION },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            confirm_cancel: inputRequired.elicit({
              message: `Cancel ${booking.instrumentName} at ${new Date(booking.startsAt).toISOString()}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState,
        });
      }

      if (
        pending.apiVersion !== API_VERSION ||
        pending.bookingId !== args.bookingId ||
        pending.releaseToWaitlist !== args.releaseToWaitlist
      ) {
        return failure('That confirmation was given for a different request.');
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm_cancel');
      if (answer?.confirm !== true) return reply('Booking kept.');

      const late = await db.cancelBooking(booking.id, userId);
      if (args.releaseToWaitlist) await notify.bookingCancelled(booking);
      return reply(`Booking cancelled${late ? ' (late cancellation fee applies)' : ''}.`);
    },
  );
}
