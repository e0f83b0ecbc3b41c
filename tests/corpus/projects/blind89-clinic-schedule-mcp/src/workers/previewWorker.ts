// RPC worker that previews which appointments a provider-day cancellation would affect.
// @ts-nocheck
import { appointmentsForDay } from '../db.js';
import { consume, QUEUES } from '../messaging/rabbit.js';

export function startPreviewWorker() {
  return consume(QUEUES.previewDay, async ({ providerId, date, clinicIds }) => {
    const rows = await appointmentsForDay(providerId, date, clinicIds);
    return {
      providerName: rows[0]?.provider_name ?? null,
      count: rows.length,
      appointmentIds: rows.map((r) => r.id),
      first: rows[0]?.starts_at ?? null,
      last: rows.at(-1)?.starts_at ?? null,
      clinics: [...new Set(rows.map((r) => r.clinic_id))],
    };
  }, 8);
}
