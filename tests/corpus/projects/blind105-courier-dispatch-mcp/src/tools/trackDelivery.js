// track_delivery tool: read-only status and live ETA for one delivery at the caller's depot.
import { z } from 'zod';
import { text, failure } from '../state/wire.js';

const clock = (d) => (d ? new Date(d).toISOString().slice(11, 16) : '—');

export const trackDelivery = {
  name: 'track_delivery',
  description: 'Show the status, booked slot and live ETA of a delivery.',
  args: z.object({ deliveryId: z.string().min(4) }),
  annotations: { readOnlyHint: true },
  run: async ({ db, routing }, caller, args) => {
    const delivery = await db.deliveryForDepot(args.deliveryId, caller.depotId);
    if (!delivery) return failure(`No delivery ${args.deliveryId} at your depot.`);
    const eta = delivery.status === 'out_for_delivery' ? await routing.eta(delivery.id).catch(() => null) : null;
    return text(
      [
        `${delivery.id} → ${delivery.recipient_name}, ${delivery.address_line} ${delivery.postcode}`,
        `status: ${delivery.status}`,
        `slot: ${clock(delivery.slot_start)}–${clock(delivery.slot_end)}`,
        eta ? `ETA: ${clock(eta.estimatedArrival)} (${eta.stopsAhead} stops ahead)` : null,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  },
};
