// track_shipment tool: looks up carrier tracking events for one of the customer's shipments.
import { z } from 'zod';

export function registerTrackShipment(server, { db, carriers }) {
  server.registerTool(
    'track_shipment',
    {
      description: 'Show the latest tracking events for a shipment by PRO number.',
      inputSchema: { proNumber: z.string().min(4).max(20) },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ proNumber }, ctx) => {
      const customerId = ctx.http?.authInfo?.extra?.customerId;
      const shipment = customerId ? await db.shipment(customerId, proNumber) : null;
      if (!shipment) return { isError: true, content: [{ type: 'text', text: 'No shipment with that PRO number.' }] };

      const { events = [] } = await carriers.track(shipment.carrier_id, proNumber);
      const lines = events
        .slice(-10)
        .map((e) => `${e.occurred_at}  ${e.city ?? ''} ${e.state ?? ''}  ${e.description}`.trim());
      return {
        content: [{ type: 'text', text: lines.join('\n') || 'No tracking events yet.' }],
        structuredContent: { proNumber, events },
      };
    },
  );
}
