// PostgreSQL access for saved quotes and bookings.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });

export interface QuoteRow {
  id: string;
  org_id: string;
  carrier_code: string;
  service_level: string;
  origin_zip: string;
  dest_zip: string;
  weight_kg: number;
  pallets: number;
  price_cents: number;
  currency: string;
  valid_until: Date;
}

export interface BookingRow {
  booking_ref: string;
  org_id: string;
  quote_id: string;
  carrier_code: string;
  carrier_confirmation: string;
  pickup_date: string;
  status: 'booked' | 'cancelled';
}

export async function insertQuote(input: {
  orgId: string;
  userId: string;
  lane: { originZip: string; destZip: string; weightKg: number; pallets: number };
  rate: { carrier: string; service: string; totalCents: number; currency: string; transitDays: number };
  validMinutes: number;
}): Promise<{ id: string; valid_until: Date }> {
  const { rows } = await pool.query(
    `INSERT INTO quotes (org_id, created_by, carrier_code, service_level, origin_zip, dest_zip,
                         weight_kg, pallets, price_cents, currency, transit_days, valid_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(mins => $12))
     RETURNING id, valid_until`,
    [
      input.orgId,
      input.userId,
      input.rate.carrier,
      input.rate.service,
      input.lane.originZip,
      input.lane.destZip,
      input.lane.weightKg,
      input.lane.pallets,
      input.rate.totalCents,
      input.rate.currency,
      input.rate.transitDays,
      input.validMinutes,
    ],
  );
  return rows[0];
}

export async function findQuote(orgId: string, quoteId: string): Promise<QuoteRow | undefined> {
  const { rows } = await pool.query(
    `SELECT id, org_id, carrier_code, service_level, origin_zip, dest_zip, weight_kg, pallets,
            price_cents, currency, valid_until
       FROM quotes
      WHERE id = $1 AND org_id = $2`,
    [quoteId, orgId],
  );
  return rows[0];
}

export async function insertBooking(input: {
  orgId: string;
  userId: string;
  quoteId: string;
  carrierCode: string;
  confirmation: string;
  pickupDate: string;
}): Promise<BookingRow> {
  const { rows } = await pool.query(
    `INSERT INTO bookings (org_id, booked_by, quote_id, carrier_code, carrier_confirmation, pickup_date, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'booked')
     RETURNING booking_ref, org_id, quote_id, carrier_code, carrier_confirmation, pickup_date, status`,
    [input.orgId, input.userId, input.quoteId, input.carrierCode, input.confirmation, input.pickupDate],
  );
  return rows[0];
}

export async function findBooking(orgId: string, bookingRef: string): Promise<BookingRow | undefined> {
  const { rows } = await pool.query(
    `SELECT booking_ref, org_id, quote_id, carrier_code, carrier_confirmation, pickup_date, status
       FROM bookings
      WHERE booking_ref = $1 AND org_id = $2`,
    [bookingRef, orgId],
  );
  return rows[0];
}

export async function markBookingCancelled(orgId: string, bookingRef: string, userId: string, reason: string) {
  await pool.query(
    `UPDATE bookings
        SET status = 'cancelled', cancelled_by = $3, cancel_reason = $4, cancelled_at = now()
      WHERE booking_ref = $1 AND org_id = $2 AND status = 'booked'`,
    [bookingRef, orgId, userId, reason],
  );
}
