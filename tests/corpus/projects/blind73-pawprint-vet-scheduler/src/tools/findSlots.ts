// find_slots tool: lists open appointment slots for a species at a clinic.
// @ts-nocheck
import { z } from 'zod';
import { openSlots } from '../db.js';
import { formatWhen } from '../services/notify.js';
import { principalOf } from '../auth.js';

export function registerFindSlots(server) {
  server.registerTool(
    'find_slots',
    {
      description: 'List open appointment slots at a Pawprint clinic for the next days.',
      inputSchema: z.object({
        clinicId: z.string().uuid(),
        species: z.enum(['dog', 'cat', 'rabbit', 'bird', 'reptile']),
        days: z.number().int().min(1).max(21).default(7),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ clinicId, species, days }, ctx) => {
      principalOf(ctx);
      const from = new Date();
      const to = new Date(from.getTime() + days * 86_400_000);
      const slots = await openSlots(clinicId, species, from.toISOString(), to.toISOString(), 20);
      if (slots.length === 0) {
        return { content: [{ type: 'text', text: `No open ${species} slots in the next ${days} days.` }] };
      }
      const lines = slots.map((s) => `• ${formatWhen(s.startsAt)} with ${s.vetName} (${s.durationMinutes} min) [${s.id}]`);
      return {
        content: [{ type: 'text', text: lines.join('\n') }],
        structuredContent: { slots: slots.map((s) => ({ id: s.id, startsAt: s.startsAt, vet: s.vetName })) },
      };
    },
  );
}
