// Persistence: Postgres for boats, customers and bookings; Redis for short-lived payment holds addressed by random ids.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import Redis from 'ioredis';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
export const redis = new Redis(config.redisUrl);

const HOLD_TTL_SECONDS = 300;

export async function boatsAt(harbour, date, partySize, hours) {
  const { rows } = await pool.query(
    `select b.id, b.name, b.kind, b.capacity, b.base_rate_cents, b.skipper_included
       from boats b
      where b.harbour = $1 and b.capacity >= $2 and b.active
        and not exists (select 1 from bookings k where k.boat_id = b.id and k.day = $3 and k.status = 'confirmed'
                        and k.hours + $4 > 10)
      order by b.base_rate_cents`,
    [harbour, partySize, date, hours],
  );
  return rows;
}

export async function boatById(boatId) {
  const { rows } = await pool.query('select id, name, harbour, capacity, base_rate_cents, kind from boats where id = $1 and active', [boatId]);
  return rows[0] ?? null;
}

export async function slotFree(boatId, date, startHour, hours) {
  const { rows } = await pool.query(
    `select 1 from bookings where boat_id = $1 and day = $2 and status = 'confirmed'
        and int4range(start_hour, start_hour + hours) && int4range($3, $3 + $4)`,
    [boatId, date, startHour, hours],
  );
  return rows.length === 0;
}

export async function customerFor(userId) {
  const { rows } = await pool.query('select payment_customer_ref, display_name from customers where user_id = $1', [userId]);
  return rows[0] ?? null;
}

export async function putHold(hold) {
  const holdId = randomUUID();
  await redis.set(`hold:${holdId}`, JSON.stringify(hold), 'EX', HOLD_TTL_SECONDS);
  await redis.set(`hold-by-auth:${hold.authorizationId}`, holdId, 'EX', HOLD_TTL_SECONDS);
  return holdId;
}

export async function claimHold(holdId, ownerId) {
  const raw = await redis.get(`hold:${holdId}`);
  if (!raw) return null;
  const hold = JSON.parse(raw);
  if (hold.ownerId !== ownerId) return null;
  const removed = await redis.del(`hold:${holdId}`);
  return removed === 1 ? hold : null;
}

export async function dropHoldForAuthorization(authorizationId) {
  const holdId = await redis.get(`hold-by-auth:${authorizationId}`);
  if (holdId) await redis.del(`hold:${holdId}`, `hold-by-auth:${authorizationId}`);
}

export async function insertBooking({ userId, boatId, date, startHour, hours, partySize, priceCents, paymentRef }) {
  const { rows } = await pool.query(
    `insert into bookings (user_id, boat_id, day, start_hour, hours, party_size, price_cents, payment_ref, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'confirmed') returning id`,
    [userId, boatId, date, startHour, hours, partySize, priceCents, paymentRef],
  );
  return rows[0].id;
}

export async function bookingOwnedBy(bookingId, userId) {
  const { rows } = await pool.query(
    `select k.id, k.day, k.start_hour, k.price_cents, k.payment_ref, k.status, b.name as boat_name
       from bookings k join boats b on b.id = k.boat_id
      where k.id = $1 and k.user_id = $2`,
    [bookingId, userId],
  );
  return rows[0] ?? null;
}

export async function markCancelled(bookingId, refundCents, reason) {
  const { rowCount } = await pool.query(
    `update bookings set status = 'cancelled', refund_cents = $2, cancel_reason = $3, cancelled_at = now()
      where id = $1 and status = 'confirmed'`,
    [bookingId, refundCents, reason],
  );
  return rowCount === 1;
}

export async function markRefundSettled(paymentRef, refundId) {
  await pool.query('update bookings set refund_ref = $2, refund_settled_at = now() where payment_ref = $1', [paymentRef, refundId]);
}
