// search_charters tool: lists departures with enough free seats on a given day.
// @ts-nocheck
import { z } from 'zod';
import { findSlots } from '../services/fleetDb.js';
import { centsToText } from '../lib/http.js';

export function registerSearchCharters(server) {
  server.registerTool(
    'search_charters',
    {
      description: 'Find charter departures from a harbor on a date with room for the party.',
      inputSchema: {
        harbor: z.enum(['north-quay', 'saltmarsh', 'pelican-point']),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        passengers: z.number().int().min(1).max(12),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ harbor, date, passengers }) => {
      const slots = await findSlots(harbor, date, passengers);
      if (slots.length === 0) {
        return { content: [{ type: 'text', text: `No departures from ${harbor} on ${date} for ${passengers}.` }] };
      }
      const lines = slots.map(
        (s) =>
          `${s.id}  ${new Date(s.departs_at).toISOString().slice(11, 16)}  ${s.vessel}  ${s.duration_min} min  ` +
          `${centsToText(Number(s.price_cents))}/seat  ${s.seats_left} seats left`,
      );
      return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: { slots } };
    },
  );
}
