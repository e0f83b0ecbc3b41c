// Builds a FreightDesk McpServer with the quoting, booking, cancellation and tracking tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { fetchTracking } from './carriers.js';
import { findBooking } from './db.js';
import { principalOf } from './auth.js';
import { BookingRefSchema } from './state/schemas.js';
import { registerQuoteTool } from './tools/quote.js';
import { registerBookTool } from './tools/book.js';
import { registerCancelTool } from './tools/cancel.js';

function registerTrackTool(server: McpServer) {
  server.registerTool(
    'track_shipment',
    {
      description: 'Show the latest carrier tracking events for a booking.',
      inputSchema: z.object({ bookingRef: BookingRefSchema }),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ bookingRef }, ctx) => {
      const who = principalOf(ctx);
      const booking = await findBooking(who.orgId, bookingRef);
      if (!booking) {
        return { isError: true, content: [{ type: 'text', text: `Booking ${bookingRef} was not found.` }] };
      }
      const tracking = await fetchTracking(booking.carrier_code, booking.carrier_confirmation);
      const lines = tracking.events
        .slice(-10)
        .map((e) => `${e.at}  ${e.location ?? '-'}  ${e.description}`)
        .join('\n');
      return {
        content: [{ type: 'text', text: `Status: ${tracking.status}${tracking.eta ? `, ETA ${tracking.eta}` : ''}\n${lines}` }],
        structuredContent: tracking,
      };
    },
  );
}

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'freightdesk', version: '0.6.2' },
    { capabilities: { tools: {} }, instructions: 'Quote, book, cancel and track LTL freight for your organisation.' },
  );
  registerQuoteTool(server);
  registerBookTool(server);
  registerCancelTool(server);
  registerTrackTool(server);
  return server;
}
