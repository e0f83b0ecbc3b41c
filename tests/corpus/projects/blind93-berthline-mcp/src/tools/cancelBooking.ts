// Tool cancel_berth_booking: cancels a confirmed booking once the operator confirms.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { principalOf, requireScope } from '../auth.js';
import { sealFor, openFor } from '../state/jwt.js';
import { getBooking, markCancelled } from '../db.js';
import { cancelArrival } from '../lib/authorityApi.js';

const TOOL = 'cancel_berth_booking';
const LATE_NOTICE_HOURS = 48;

export function registerCancelBooking(server, { config, sql }) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a confirmed berth booking. Late cancellations incur the harbour fee.',
      inputSchema: z.object({
        bookingId: z.string().uuid(),
        reason: z.string().min(3).max(200),
      }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      requireScope(who, 'berths:write');

      const booking = await getBooking(sql, args.bookingId, who.operatorId);
      if (!booking || booking.status !== 'confirmed') {
        return { isError: true, content: [{ type: 'text', text: 'No confirmed booking with that id for your operator.' }] };
      }

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const hoursLeft = (new Date(booking.arrives_at).getTime() - Date.now()) / 3_600_000;
        const late = hoursLeft < LATE_NOTICE_HOURS;
        const requestState = await sealFor(config.stateSecret, TOOL, who.userId, { stage: 'confirm', late }); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel booking ${booking.code} at berth ${booking.berth_code}?${late ? ' A late-cancellation fee applies.' : ''}`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, cancel it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const pending = await openFor(config.stateSecret, TOOL, who.userId, raw);
      if (!pending || pending.stage !== 'confirm') {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation expired; ask again to cancel.' }] };
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) {
        return { content: [{ type: 'text', text: `Booking ${booking.code} kept.` }] };
      }

      await markCancelled(sql, args.bookingId, args.reason, who.userId);
      if (booking.authority_ref) {
        await cancelArrival(config.authorityBaseUrl, who.token, booking.authority_ref);
      }

      return {
        content: [{ type: 'text', text: `Booking ${booking.code} cancelled${pending.late ? ' (late fee recorded)' : ''}.` }],
      };
    },
  );
}
