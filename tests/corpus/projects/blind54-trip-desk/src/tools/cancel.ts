import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { readLegacyState, signLegacyState } from '../state/legacy-jwt.js';
import { cancelBooking, getBooking } from '../supplier/skyhold.js';

const CANCEL_TOOL = 'cancel_booking';

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

export function registerCancellation(server: McpServer): void {
  server.registerTool(
    CANCEL_TOOL,
    {
      description: 'Cancel a ticketed booking, after the agent accepts the penalty',
      inputSchema: z.object({
        bookingId: z.string(),
        refundMode: z.enum(['voucher', 'original_payment']).default('voucher'),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ bookingId, refundMode }, ctx) => {
      const { userId, agencyId } = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const booking = await getBooking(bookingId);
        if (!booking || booking.agencyId !== agencyId) {
          return { isError: true, content: [{ type: 'text', text: `No booking ${bookingId} for your agency.` }] };
        }
        if (booking.status === 'cancelled') {
          return { content: [{ type: 'text', text: `${bookingId} is already cancelled.` }] };
        }
        const token = signLegacyState({ sub: userId, tool: CANCEL_TOOL, step: 'confirm' }); // expect: require-state-binding
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Cancel ${booking.route} (${bookingId})? Penalty ${money(booking.penaltyCents, booking.currency)}, refund as ${refundMode}.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: token,
        });
      }

      const claims = readLegacyState(raw);
      if (!claims || claims.sub !== userId || claims.tool !== CANCEL_TOOL || claims.step !== 'confirm') {
        return { isError: true, content: [{ type: 'text', text: 'This cancellation could not be confirmed; start again.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Nothing was cancelled.' }] };

      const { refundCents } = await cancelBooking(bookingId, refundMode);
      return { content: [{ type: 'text', text: `Cancelled ${bookingId}; refund ${refundCents / 100} as ${refundMode}.` }] };
    },
  );
}
