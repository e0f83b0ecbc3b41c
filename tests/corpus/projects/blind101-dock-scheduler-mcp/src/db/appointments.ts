// Knex queries for dock slots, carrier appointments and carrier status events.
// @ts-nocheck
import knex, { type Knex } from 'knex';

export function createDb(url: string): Knex {
  return knex({ client: 'pg', connection: url, pool: { min: 0, max: 10 } });
}

export function openSlots(db: Knex, warehouseId: string, day: string) {
  return db('dock_slots')
    .select('id', 'door', 'starts_at', 'ends_at')
    .where({ warehouse_id: warehouseId, appointment_id: null })
    .andWhereRaw('starts_at::date = ?', [day])
    .orderBy('starts_at');
}

export function getSlot(db: Knex, slotId: number) {
  return db('dock_slots').select('id', 'warehouse_id', 'door', 'starts_at', 'appointment_id').where({ id: slotId }).first();
}

class SlotTaken extends Error {}

export async function createAppointment(db: Knex, input) {
  try {
    return await db.transaction(async (trx) => {
      const [appt] = await trx('appointments')
        .insert({
          slot_id: input.slotId,
          carrier_scac: input.carrierScac,
          trailer: input.trailer,
          po_numbers: input.poNumbers,
          pallets: input.pallets,
          liftgate: input.liftgate,
          booked_by: input.bookedBy,
          status: 'booked',
        })
        .returning(['id']);
      const claimed = await trx('dock_slots').where({ id: input.slotId, appointment_id: null }).update({ appointment_id: appt.id });
      if (claimed !== 1) throw new SlotTaken();
      return trx('appointments as a')
        .join('dock_slots as s', 's.id', 'a.slot_id')
        .select('a.id', 's.door', 's.starts_at')
        .where('a.id', appt.id)
        .first();
    });
  } catch (err) {
    if (err instanceof SlotTaken) return null;
    throw err;
  }
}

export async function setCarrierRef(db: Knex, appointmentId: number, ref: string) {
  await db('appointments').where({ id: appointmentId }).update({ carrier_ref: ref });
}

export function getAppointment(db: Knex, warehouseId: string, appointmentId: number) {
  return db('appointments as a')
    .join('dock_slots as s', 's.id', 'a.slot_id')
    .select('a.id', 'a.status', 'a.carrier_scac', 'a.carrier_ref', 'a.trailer', 's.door', 's.starts_at')
    .where({ 'a.id': appointmentId, 's.warehouse_id': warehouseId })
    .first();
}

export async function cancelAppointment(db: Knex, warehouseId: string, appointmentId: number, meta: { by: string; reason: string }) {
  return db.transaction(async (trx) => {
    const updated = await trx('appointments')
      .where({ id: appointmentId, status: 'booked' })
      .whereIn('slot_id', trx('dock_slots').select('id').where({ warehouse_id: warehouseId }))
      .update({ status: 'cancelled', cancelled_by: meta.by, cancel_reason: meta.reason, cancelled_at: trx.fn.now() });
    if (updated !== 1) return false;
    await trx('dock_slots').where({ appointment_id: appointmentId }).update({ appointment_id: null });
    return true;
  });
}

export async function recordCarrierEvent(db: Knex, event) {
  await db('carrier_events')
    .insert({ event_id: event.id, kind: event.type, carrier_ref: event.reference, payload: event })
    .onConflict('event_id')
    .ignore();
}
