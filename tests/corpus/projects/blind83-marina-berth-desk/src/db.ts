// Postgres access layer for berths, bookings and members.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });

export interface BerthRow {
  id: string;
  label: string;
  pontoon: string;
  max_length_m: number;
  nightly_rate_cents: number;
  shore_power: boolean;
}

export async function freeBerths(arrival: string, nights: number, minLengthM: number): Promise<BerthRow[]> {
  const { rows } = await pool.query(
    `SELECT b.id, b.label, b.pontoon, b.max_length_m, b.nightly_rate_cents, b.shore_power
       FROM berths b
      WHERE b.visitor = true
        AND b.max_length_m >= $3
        AND NOT EXISTS (
              SELECT 1 FROM bookings k
               WHERE k.berth_id = b.id
                 AND k.status IN ('held', 'confirmed')
                 AND daterange(k.arrival, k.arrival + k.nights) && daterange($1::date, $1::date + $2::int))
      ORDER BY b.max_length_m, b.label`,
    [arrival, nights, minLengthM],
  );
  return rows;
}

export async function berthIfFree(berthId: string, arrival: string, nights: number): Promise<BerthRow | null> {
  const { rows } = await pool.query(
    `SELECT b.id, b.label, b.pontoon, b.max_length_m, b.nightly_rate_cents, b.shore_power
       FROM berths b
      WHERE b.id = $1
        AND NOT EXISTS (
              SELECT 1 FROM bookings k
               WHERE k.berth_id = b.id
                 AND k.status IN ('held', 'confirmed')
                 AND daterange(k.arrival, k.arrival + k.nights) && daterange($2::date, $2::date + $3::int))`,
    [berthId, arrival, nights],
  );
  return rows[0] ?? null;
}

export async function insertBooking(b: {
  berthId: string;
  memberId: string;
  arrival: string;
  nights: number;
  vesselName: string;
  amountCents: number;
  paymentRef: string;
}) {
  const { rows } = await pool.query(
    `INSERT INTO bookings (berth_id, member_id, arrival, nights, vessel_name, amount_cents, payment_ref, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'confirmed')
     RETURNING id, reference`,
    [b.berthId, b.memberId, b.arrival, b.nights, b.vesselName, b.amountCents, b.paymentRef],
  );
  return rows[0];
}

export async function bookingOfMember(bookingId: string, memberId: string) {
  const { rows } = await pool.query(
    `SELECT k.id, k.reference, k.arrival, k.nights, k.amount_cents, k.payment_ref, k.status, b.label AS berth_label
       FROM bookings k JOIN berths b ON b.id = k.berth_id
      WHERE k.id = $1 AND k.member_id = $2`,
    [bookingId, memberId],
  );
  return rows[0] ?? null;
}

export async function markCancelled(bookingId: string) {
  await pool.query(`UPDATE bookings SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [bookingId]);
}

export async function markPaymentEvent(paymentRef: string, status: string) {
  await pool.query(`UPDATE bookings SET payment_status = $2, updated_at = now() WHERE payment_ref = $1`, [paymentRef, status]);
}
