import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { supplier, type SupplierSession } from '../services/supplier';
import { digestArgs, type StateKeyring, type StatePayload } from '../state/sealed-state';
import { confirmSchema, done, mcpRuntime, money, refuse, toolOutput, type ToolOutput } from './types';

export const searchFlights = createTool({
  id: 'search_flights',
  description: 'Search flights between two airports on a date.',
  inputSchema: z.object({
    from: z.string().length(3).toUpperCase(),
    to: z.string().length(3).toUpperCase(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  outputSchema: toolOutput,
  execute: async ({ context }): Promise<ToolOutput> => {
    const flights = await supplier.search(context.from, context.to, context.date);
    if (flights.length === 0) return done('No flights found.');
    return done(
      flights
        .slice(0, 10)
        .map((f) => `${f.flightId}: ${f.flightNumber} at ${f.departure}, from ${money(f.fromCents, f.currency)}`)
        .join('\n'),
    );
  },
});

const bookInput = z.object({
  flightId: z.string(),
  passengers: z.number().int().min(1).max(9),
});

interface PendingBooking {
  quoteId: string;
  flightNumber: string;
  totalCents: number;
  currency: string;
  /** the supplier only honours a quote inside the session that produced it */
  supplierSession: SupplierSession;
}

/** Booking needs the keyring to seal its confirmation state, so it is built by a factory. */
export const makeBookFlight = (ring: StateKeyring) =>
  createTool({
    id: 'book_flight',
    description: 'Book a flight found with search_flights. Shows the final price and asks before charging.',
    inputSchema: bookInput,
    outputSchema: toolOutput,
    execute: async ({ context, runtimeContext }): Promise<ToolOutput> => {
      const mcp = mcpRuntime(runtimeContext);

      if (!mcp.state) {
        const session = await supplier.openSession(mcp.userId);
        const quote = await supplier.quote(context.flightId, context.passengers, session);
        const requestState = ring
          .builder()
          .forSubject(mcp.userId)
          .forTool('book_flight')
          .withArgs(context)
          .ttlSeconds(300)
          .carrying<PendingBooking>({
            quoteId: quote.quoteId,
            flightNumber: quote.flightNumber,
            totalCents: quote.totalCents,
            currency: quote.currency,
            supplierSession: session,
          })
          .seal();
        return {
          status: 'needs_input',
          key: 'confirm',
          message: `Book ${quote.flightNumber} on ${quote.departure} for ${context.passengers} passenger(s), ${money(quote.totalCents, quote.currency)} in total?`,
          schema: confirmSchema,
          requestState,
        };
      }

      const state = mcp.state as StatePayload<PendingBooking>;
      if (state.tool !== 'book_flight' || state.args !== digestArgs(context)) {
        return refuse('This confirmation does not match the booking request. Please start again.');
      }
      const answer = mcp.inputResponses.confirm;
      if (answer?.action !== 'accept' || answer.content?.confirm !== true) return done('Nothing booked.');

      const booking = await supplier.book(state.data.quoteId, state.data.supplierSession);
      return done(`Booked ${booking.flightNumber}. Your reference is ${booking.bookingRef}.`);
    },
  });
