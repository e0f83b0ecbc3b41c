// plan_trip: finds journeys between two places and quotes the rider's fare, asking which stop is meant when the origin is ambiguous.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { planner, fares } from '../services/transitApi.ts';
import { riderProfile } from '../db.ts';
import { encodeCursor, decodeCursor } from '../lib/bytes.ts';
import { userIdOf, requireScope } from '../auth.ts';

const TOOL = 'plan_trip';

const failure = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

async function journeys(fromStopId: string, toStopId: string, departAt: string, fareCategory: string) {
  const { itineraries = [] } = await planner.itineraries(fromStopId, toStopId, departAt);
  const best = itineraries.slice(0, 3);
  if (best.length === 0) return { content: [{ type: 'text', text: 'No journeys found for that time.' }] };
  const quotes = await Promise.all(best.map((it) => fares.quote(it.legs, fareCategory)));
  const lines = best.map(
    (it, i) =>
      `${i + 1}. ${it.summary} · leaves ${it.departure.slice(11, 16)} · ${it.durationMinutes} min · ` +
      `fare ${(quotes[i].totalCents / 100).toFixed(2)} (${fareCategory})`,
  );
  return {
    content: [{ type: 'text', text: lines.join('\n') }],
    structuredContent: { itineraries: best.map((it, i) => ({ id: it.id, fareCents: quotes[i].totalCents })) },
  };
}

export function registerPlanTrip(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Plan a public transport journey and quote the fare that applies to the signed-in rider.',
      inputSchema: z.object({
        from: z.string().min(2).describe('Origin: stop name, address or landmark'),
        to: z.string().min(2).describe('Destination: stop name, address or landmark'),
        departAt: z.string().datetime().optional(),
      }),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ from, to, departAt }, ctx) => {
      requireScope(ctx, 'trips:read');
      const userId = userIdOf(ctx);
      const pending = ctx.mcpReq.requestState();

      if (pending) {
        const saved = decodeCursor(pending); // expect: require-sealed-state
        const picked = acceptedContent(ctx.mcpReq.inputResponses, 'origin_stop');
        if (!picked || !saved.stopIds.includes(picked.stopId)) return failure('Please pick one of the offered stops.');
        return journeys(picked.stopId, saved.toStopId, saved.departAt, saved.fareCategory);
      }

      const profile = await riderProfile(userId);
      const fareCategory = profile?.fare_category ?? 'adult';
      const when = departAt ?? new Date().toISOString();
      const [origins, destinations] = await Promise.all([planner.findStops(from), planner.findStops(to)]);
      if (!origins.stops?.length) return failure(`No stop matches “${from}”.`);
      if (!destinations.stops?.length) return failure(`No stop matches “${to}”.`);

      const toStopId = destinations.stops[0].id;
      if (origins.stops.length === 1) return journeys(origins.stops[0].id, toStopId, when, fareCategory);

      return inputRequired({
        inputRequests: {
          origin_stop: inputRequired.elicit({
            message: `Several stops match “${from}”. Which one are you starting from?`,
            requestedSchema: {
              type: 'object',
              properties: {
                stopId: {
                  type: 'string',
                  oneOf: origins.stops.map((s) => ({ const: s.id, title: `${s.name} (${s.lines.join(', ')})` })),
                },
              },
              required: ['stopId'],
            },
          }),
        },
        requestState: encodeCursor({ stopIds: origins.stops.map((s) => s.id), toStopId, departAt: when, fareCategory }), // expect: require-sealed-state
      });
    },
  );
}
