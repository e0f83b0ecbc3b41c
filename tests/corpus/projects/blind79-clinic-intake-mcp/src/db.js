// Postgres helpers: per-clinic payer connections, slot holds and the intake audit trail.
'use strict';

const { Pool } = require('pg');

function createDb(connectionString) {
  const pool = new Pool({ connectionString, max: 8 });

  return {
    pool,

    async payersForClinic(clinicId) {
      const { rows } = await pool.query(
        `select p.id, p.name, p.base_url, c.api_key, c.provider_npi
           from payer_connections c
           join payers p on p.id = c.payer_id
          where c.clinic_id = $1 and c.enabled
          order by p.name`,
        [clinicId],
      );
      return rows.map((r) => ({ id: r.id, name: r.name, baseUrl: r.base_url, apiKey: r.api_key, providerNpi: r.provider_npi }));
    },

    async holdSlot(slotId, clinicId, staffId) {
      const { rowCount } = await pool.query(
        `insert into slot_holds (slot_id, clinic_id, held_by, held_until)
         values ($1, $2, $3, now() + interval '10 minutes')
         on conflict (slot_id) do update set held_by = excluded.held_by, held_until = excluded.held_until
           where slot_holds.held_until < now() or slot_holds.held_by = excluded.held_by`,
        [slotId, clinicId, staffId],
      );
      return rowCount === 1;
    },

    async releaseSlot(slotId) {
      await pool.query('delete from slot_holds where slot_id = $1', [slotId]);
    },

    async markSlotCancelled(slotId, cancelledAt) {
      await pool.query(
        'insert into slot_events (slot_id, kind, occurred_at) values ($1, $2, $3)',
        [slotId, 'cancelled', cancelledAt],
      );
    },

    async audit(entry) {
      await pool.query(
        'insert into intake_audit (clinic_id, staff_id, action, patient_ref, detail) values ($1, $2, $3, $4, $5)',
        [entry.clinicId, entry.staffId, entry.action, entry.patientRef || null, JSON.stringify(entry.detail || {})],
      );
    },
  };
}

module.exports = { createDb };
