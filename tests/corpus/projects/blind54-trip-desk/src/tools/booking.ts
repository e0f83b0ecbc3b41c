import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { issueRoundToken, readRoundToken } from '../state/round-token.js';
import { commitHold, holdFare, openBookingSession } from '../supplier/skyhold.js';

const TOOL = 'book_trip';

interface PendingBooking {
  step: 'confirm';
  fareId: string;
  passengers: number;
  holdRef: string;
  totalCents: number;
  currency: string;
  supplierSession: string;
}

export function registerBooking(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Hold a fare and, once the agent confirms the price, ticket it on the agency account',
      inputSchema: z.object({
        fareId: z.string(),
        passengers: z.number().int().min(1).max(9),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const { userId, agencyId } = callerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        // The hold only lives inside this Skyhold session, so the commit must reuse it.
        const session = await openBookingSession(agencyId);
        const hold = await holdFare(session, args.fareId, args.passengers);
        const price = `${(hold.totalCents / 100).toFixed(2)} ${hold.currency}`;
        const pending: PendingBooking = {
          step: 'confirm',
          fareId: args.fareId,
          passengers: args.passengers,
          holdRef: hold.holdRef,
          totalCents: hold.totalCents,
          currency: hold.currency,
          supplierSession: session.accessToken, // expect: no-secrets-in-state
        };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Ticket ${args.passengers} seat(s) on ${args.fareId} for ${price}? Ticketing deadline ${hold.ticketingDeadline}.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await issueRoundToken({ ...pending }, { userId, tool: TOOL }),
        });
      }

      const pending = await readRoundToken<PendingBooking>(raw, { userId, tool: TOOL });
      if (!pending || pending.step !== 'confirm') {
        return { isError: true, content: [{ type: 'text', text: 'The price confirmation expired; start the booking again.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        return { content: [{ type: 'text', text: `Hold ${pending.holdRef} left to lapse; nothing was ticketed.` }] };
      }
      const { bookingId } = await commitHold({ accessToken: pending.supplierSession }, pending.holdRef);
      return {
        content: [{ type: 'text', text: `Ticketed ${pending.passengers} seat(s) on ${pending.fareId}: booking ${bookingId}.` }],
      };
    },
  );
}
