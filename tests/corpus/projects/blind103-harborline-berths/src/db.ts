// Postgres pool and the queries behind the berth, hold, payment and cancellation tools.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function findFreeBerths({ loaM, beamM, from, to }) {
  const { rows } = await pool.query(
    `SELECT b.id, b.pontoon, b.max_loa_m, b.max_beam_m, b.nightly_rate_cents
       FROM berths b
      WHERE b.marina_id = $1 AND b.max_loa_m >= $2 AND b.max_beam_m >= $3
        AND NOT EXISTS (
              SELECT 1 FROM bookings k
               WHERE k.berth_id = b.id
                 AND k.status IN ('held', 'confirmed')
                 AND tstzrange(k.arrives, k.departs) && tstzrange($4::timestamptz, $5::timestamptz))
      ORDER BY b.nightly_rate_cents, b.id
      LIMIT 25`,
    [config.marinaId, loaM, beamM, from, to],
  );
  return rows;
}

export async function createHold({ berthId, userId, vesselName, loaM, beamM, from, to }) {
  const { rows } = await pool.query(
    `INSERT INTO bookings (berth_id, member_id, vessel_name, vessel_loa_m, vessel_beam_m,
                           arrives, departs, status, hold_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'held', now() + make_interval(mins => $8))
     RETURNING id, hold_expires_at`,
    [berthId, userId, vesselName, loaM, beamM, from, to, config.holdMinutes],
  );
  return rows[0];
}

export async function getBooking(bookingId) {
  const { rows } = await pool.query(
    `SELECT k.id, k.member_id, k.status, k.arrives, k.departs, k.paid_cents, k.payment_ref,
            b.nightly_rate_cents, b.pontoon, b.id AS berth_id
       FROM bookings k JOIN berths b ON b.id = k.berth_id
      WHERE k.id = $1`,
    [bookingId],
  );
  return rows[0];
}

export async function markPaid(bookingId, paidCents, paymentRef) {
  await pool.query(
    `UPDATE bookings SET status = 'confirmed', paid_cents = $2, payment_ref = $3, hold_expires_at = NULL
      WHERE id = $1 AND status = 'held'`,
    [bookingId, paidCents, paymentRef],
  );
}

export async function cancelBooking(bookingId, reason) {
  const { rowCount } = await pool.query(
    `UPDATE bookings SET status = 'cancelled', cancelled_at = now(), cancel_reason = $2
      WHERE id = $1 AND status IN ('held', 'confirmed')`,
    [bookingId, reason],
  );
  return rowCount === 1;
}

export async function releaseStaleHolds() {
  const { rowCount } = await pool.query(
    `UPDATE bookings SET status = 'expired' WHERE status = 'held' AND hold_expires_at < now()`,
  );
  return rowCount;
}
