// Postgres queries for instruments, free slots, training records and bookings.
import postgres from 'postgres';

export function createDb(url) {
  const sql = postgres(url, { max: 10, idle_timeout: 30 });

  return {
    async listInstruments() {
      return sql`select id, name, room, requires_training as "requiresTraining", status from instruments order by name`;
    },

    async getInstrument(id) {
      const rows = await sql`
        select id, name, room, requires_training as "requiresTraining", status
          from instruments where id = ${id}`;
      return rows[0] ?? null;
    },

    async hasTraining(userId, instrumentId) {
      const rows = await sql`
        select 1 from training_records
         where user_id = ${userId} and instrument_id = ${instrumentId} and valid_until > now()`;
      return rows.length > 0;
    },

    async freeSlots(instrumentId, date) {
      return sql`
        select s.id, to_char(s.starts_at, 'HH24:MI') as "startsAt", to_char(s.ends_at, 'HH24:MI') as "endsAt"
          from slots s
         where s.instrument_id = ${instrumentId} and s.starts_at::date = ${date}::date
           and not exists (select 1 from bookings b where b.slot_id = s.id and b.cancelled_at is null)
         order by s.starts_at`;
    },

    async createBooking({ userId, instrumentId, slotId, certificateId }) {
      const rows = await sql`
        insert into bookings (user_id, instrument_id, slot_id, certificate_id)
        values (${userId}, ${instrumentId}, ${slotId}, ${certificateId ?? null})
        returning id, slot_id as "slotId"`;
      return rows[0];
    },

    async getBooking(id) {
      const rows = await sql`
        select b.id, b.user_id as "userId", i.name as "instrumentName", s.starts_at as "startsAt", b.cancelled_at as "cancelledAt"
          from bookings b join instruments i on i.id = b.instrument_id join slots s on s.id = b.slot_id
         where b.id = ${id}`;
      return rows[0] ?? null;
    },

    async cancelBooking(id, userId) {
      const rows = await sql`
        update bookings b set cancelled_at = now(), cancelled_by = ${userId}
          from slots s
         where b.id = ${id} and s.id = b.slot_id and b.cancelled_at is null
        returning (s.starts_at - now()) < interval '24 hours' as "late"`;
      return rows[0]?.late === true;
    },

    async setInstrumentStatus(instrumentId, status, note) {
      await sql`update instruments set status = ${status}, status_note = ${note ?? null}, status_at = now() where id = ${instrumentId}`;
    },
  };
}
