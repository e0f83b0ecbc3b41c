// Read-only tool: lists free appointment slots at the caller's clinic for the coming days.
// @ts-nocheck
import { z } from 'zod';
import { staffOf } from '../auth.js';

export function registerFindSlots(server, deps) {
  server.registerTool(
    'find_slots',
    {
      description: 'List free appointment slots at your clinic.',
      inputSchema: { days: z.number().int().min(1).max(21).default(3) },
      annotations: { readOnlyHint: true },
    },
    async ({ days }, extra) => {
      const { clinicId } = staffOf(extra);
      const from = deps.clock();
      const to = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
      const slots = await deps.ehr.freeSlots(clinicId, from, to);
      return {
        content: [{ type: 'text', text: slots.length ? slots.map((s) => `${s.id}  ${s.start}`).join('\n') : 'No free slots.' }],
        structuredContent: { slots },
      };
    },
  );
}
