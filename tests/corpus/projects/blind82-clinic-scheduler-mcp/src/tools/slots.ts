// Read-only slot search for a clinic and specialty.
// @ts-nocheck
import { z } from 'zod';
import { openSlots } from '../db.js';
import { fail, ok, staff } from './common.js';

export function registerSlotTools(server) {
  server.registerTool(
    'search_slots',
    {
      description: 'Find free appointment slots at a clinic for a specialty within a date range.',
      inputSchema: {
        clinicId: z.string().uuid(),
        specialty: z.string().min(3),
        from: z.string().datetime(),
        to: z.string().datetime(),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const me = staff(ctx);
      if (!me) return fail('Not signed in.');
      if (!me.clinicIds.includes(args.clinicId)) return fail('You are not assigned to that clinic.');
      const rows = await openSlots(args.clinicId, args.specialty, new Date(args.from), new Date(args.to));
      return ok({ slots: rows });
    },
  );
}
