// find_appointment_slots tool: read-only listing of open slots for the caller's clinic.
'use strict';

const { z } = require('zod');

function registerSlotsTool(server, { ehr }) {
  server.registerTool(
    'find_appointment_slots',
    {
      title: 'Find appointment slots',
      description: 'List open appointment slots at your clinic for a visit type.',
      inputSchema: {
        from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
        days: z.number().int().min(1).max(28).default(7),
        visitType: z.enum(['new_patient', 'follow_up', 'telehealth']).default('new_patient'),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      const clinicId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.clinicId;
      if (!clinicId) return { isError: true, content: [{ type: 'text', text: 'Staff sign-in required.' }] };
      const from = args.from || new Date().toISOString().slice(0, 10);
      const slots = await ehr.openSlots(clinicId, { from, days: args.days, visitType: args.visitType });
      const text = slots.length
        ? slots.map((s) => `${s.start}  ${s.provider_name}  (${s.id})`).join('\n')
        : `No ${args.visitType.replace('_', ' ')} slots between ${from} and the following ${args.days} days.`;
      return { content: [{ type: 'text', text }], structuredContent: { slots } };
    },
  );
}

module.exports = { registerSlotsTool };
