// Postgres access for departures, holds and bookings.
// @ts-nocheck
import pg from 'pg';
import { config } from '../config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });

export async function findSlots(harbor: string, date: string, passengers: number) {
  const { rows } = await pool.query(
    `SELECT s.id, s.departs_at, s.duration_min, s.price_cents, s.capacity - COALESCE(SUM(b.passengers), 0) AS seats_left,
            v.name AS vessel
       FROM slots s
       JOIN vessels v ON v.id = s.vessel_id
  LEFT JOIN bookings b ON b.slot_id = s.id AND b.status IN ('held', 'confirmed')
      WHERE s.harbor = $1 AND s.departs_at::date = $2::date
   GROUP BY s.id, v.name
     HAVING s.capacity - COALESCE(SUM(b.passengers), 0) >= $3
   ORDER BY s.departs_at`,
    [harbor, date, passengers],
  );
  return rows;
}

export async function findSlot(slotId: string) {
  const { rows } = await pool.query(
    `SELECT s.*, s.capacity - COALESCE((SELECT SUM(passengers) FROM bookings
                                        WHERE slot_id = s.id AND status IN ('held','confirmed')), 0) AS seats_left
       FROM slots s WHERE s.id = $1`,
    [slotId],
  );
  return rows[0] ?? null;
}

export async function holdSlot(slotId: string, memberId: string, passengers: number) {
  const { rows } = await pool.query(
    `INSERT INTO bookings (slot_id, member_id, passengers, status, hold_expires_at, quote_cents)
     SELECT id, $2, $3, 'held', now() + interval '20 minutes', price_cents * $3 FROM slots WHERE id = $1
     RETURNING id, quote_cents`,
    [slotId, memberId, passengers],
  );
  return { id: rows[0].id, quoteCents: Number(rows[0].quote_cents) };
}

export async function confirmBooking(holdId: string, leadGuest: { name: string; phone: string }, paymentId: string) {
  const { rows } = await pool.query(
    `UPDATE bookings SET status = 'confirmed', lead_name = $2, lead_phone = $3, payment_id = $4, hold_expires_at = NULL
      WHERE id = $1 AND status = 'held' RETURNING id, slot_id`,
    [holdId, leadGuest.name, leadGuest.phone, paymentId],
  );
  return rows[0] ?? null;
}

export async function getBooking(bookingId: string, memberId: string) {
  const { rows } = await pool.query(
    `SELECT b.*, s.departs_at, s.harbor FROM bookings b JOIN slots s ON s.id = b.slot_id
      WHERE b.id = $1 AND b.member_id = $2 AND b.status = 'confirmed'`,
    [bookingId, memberId],
  );
  return rows[0] ?? null;
}

export async function moveBooking(bookingId: string, newSlotId: string, feeCents: number) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `UPDATE bookings SET slot_id = $2, change_fee_cents = change_fee_cents + $3, updated_at = now()
        WHERE id = $1 AND status = 'confirmed' RETURNING id, slot_id, change_fee_cents`,
      [bookingId, newSlotId, feeCents],
    );
    await client.query(`INSERT INTO booking_events (booking_id, kind, detail) VALUES ($1, 'moved', $2)`, [
      bookingId,
      JSON.stringify({ newSlotId, feeCents }),
    ]);
    await client.query('COMMIT');
    return rows[0] ?? null;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}
