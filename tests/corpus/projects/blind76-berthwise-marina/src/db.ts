// Postgres access for vessels, berths, reservations and invoices.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.dbPoolSize });

async function one(sql: string, params: unknown[]) {
  const { rows } = await pool.query(sql, params);
  return rows[0] ?? null;
}

export const db = {
  getVessel(userId: string, vesselId: string) {
    return one(
      `SELECT id, name, marina_id, loa_m, beam_m, draft_m, registration_no
         FROM vessels WHERE id = $1 AND owner_id = $2 AND archived_at IS NULL`,
      [vesselId, userId],
    );
  },

  async listMarinasFor(userId: string) {
    const { rows } = await pool.query(
      `SELECT m.id, m.name FROM marinas m
         JOIN marina_members mm ON mm.marina_id = m.id
        WHERE mm.user_id = $1 ORDER BY m.name`,
      [userId],
    );
    return rows;
  },

  async findAvailableBerths(marinaId: string, loa: number, beam: number, arrive: string, depart: string) {
    const { rows } = await pool.query(
      `SELECT b.id, b.code, b.pontoon, b.max_loa_m, b.max_beam_m, b.has_power
         FROM berths b
        WHERE b.marina_id = $1 AND b.max_loa_m >= $2 AND b.max_beam_m >= $3 AND b.held_at IS NULL
          AND NOT EXISTS (
            SELECT 1 FROM reservations r
             WHERE r.berth_id = b.id AND r.status = 'confirmed'
               AND daterange(r.arrive, r.depart) && daterange($4::date, $5::date))
        ORDER BY b.max_loa_m, b.code
        LIMIT 8`,
      [marinaId, loa, beam, arrive, depart],
    );
    return rows;
  },

  quoteBerth(berthId: string, arrive: string, depart: string) {
    return one(
      `SELECT b.code, t.nightly_cents, ($3::date - $2::date) AS nights
         FROM berths b JOIN berth_tariffs t ON t.berth_class = b.berth_class
        WHERE b.id = $1 AND $2::date BETWEEN t.valid_from AND t.valid_to`,
      [berthId, arrive, depart],
    );
  },

  createReservation(r: { userId: string; vesselId: string; berthId: string; arrive: string; depart: string; nightlyCents: number }) {
    return one(
      `INSERT INTO reservations (user_id, vessel_id, berth_id, arrive, depart, nightly_cents, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'confirmed')
       RETURNING id, (SELECT code FROM berths WHERE id = $3) AS berth_code`,
      [r.userId, r.vesselId, r.berthId, r.arrive, r.depart, r.nightlyCents],
    );
  },

  getReservation(reservationId: string) {
    return one(
      `SELECT r.id, r.user_id, r.status, r.arrive, r.depart, r.deposit_cents, b.code AS berth_code
         FROM reservations r JOIN berths b ON b.id = r.berth_id
        WHERE r.id = $1`,
      [reservationId],
    );
  },

  cancelReservation(reservationId: string, userId: string, feeCents: number) {
    return one(
      `UPDATE reservations
          SET status = 'cancelled', cancelled_at = now(), cancellation_fee_cents = $3,
              refund_cents = GREATEST(deposit_cents - $3, 0)
        WHERE id = $1 AND user_id = $2 AND status = 'confirmed'
        RETURNING id, refund_cents`,
      [reservationId, userId, feeCents],
    );
  },

  holdBerth(berthId: string, reason: string) {
    return one(`UPDATE berths SET held_at = now(), held_reason = $2 WHERE id = $1 RETURNING id`, [berthId, reason]);
  },

  recordDuesPayment(userId: string, invoiceRef: string, amountCents: number, receiptId: string) {
    return one(
      `INSERT INTO dues_payments (user_id, invoice_ref, amount_cents, receipt_id)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, invoiceRef, amountCents, receiptId],
    );
  },
};
