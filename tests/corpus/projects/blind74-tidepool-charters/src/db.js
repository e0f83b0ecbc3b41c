// SQLite store (better-sqlite3) for trips, operators, marinas, bookings and slip holds.
import Database from 'better-sqlite3';
import { config } from './config.js';

export const db = new Database(config.databaseFile, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');

const q = {
  trip: db.prepare('SELECT id, name, operator_id, capacity, departs_from FROM trips WHERE id = ? AND active = 1'),
  operator: db.prepare('SELECT id, name, account_ref, api_key FROM operators WHERE id = ? AND suspended = 0'),
  addonPrices: db.prepare('SELECT code, label, price_cents FROM trip_addons WHERE trip_id = ?'),
  insertBooking: db.prepare(
    `INSERT INTO bookings (user_id, trip_id, trip_date, party_size, lead_name, addons_json, total_cents, currency, operator_ref, status)
     VALUES (@userId, @tripId, @tripDate, @partySize, @leadName, @addonsJson, @totalCents, @currency, @operatorRef, 'confirmed')`,
  ),
  bookingForUser: db.prepare(
    `SELECT b.id, b.trip_date, b.total_cents, b.currency, b.operator_ref, b.status, t.operator_id, t.name AS trip_name
       FROM bookings b JOIN trips t ON t.id = b.trip_id
      WHERE b.id = ? AND b.user_id = ?`,
  ),
  cancelBooking: db.prepare(
    `UPDATE bookings SET status = 'cancelled', refund_cents = @refundCents, cancel_reason = @reason, cancelled_at = datetime('now')
      WHERE id = @id AND user_id = @userId AND status = 'confirmed'`,
  ),
  marina: db.prepare('SELECT id, name, operator_id FROM marinas WHERE id = ?'),
  recordHold: db.prepare(
    `INSERT INTO slip_holds (user_id, marina_id, slip_id, arrival, nights, vessel_name, vessel_length_m, operator_hold_ref)
     VALUES (@userId, @marinaId, @slipId, @arrival, @nights, @vesselName, @vesselLength, @holdRef)`,
  ),
};

export const findTrip = (id) => q.trip.get(id);
export const findOperator = (id) => q.operator.get(id);
export const findMarina = (id) => q.marina.get(id);
export const addonPriceMap = (tripId) =>
  Object.fromEntries(q.addonPrices.all(tripId).map((a) => [a.code, a.price_cents]));
export const addonList = (tripId) => q.addonPrices.all(tripId);
export const insertBooking = (row) => q.insertBooking.run(row).lastInsertRowid;
export const bookingForUser = (id, userId) => q.bookingForUser.get(id, userId);
export const cancelBooking = (row) => q.cancelBooking.run(row).changes;
export const recordHold = (row) => q.recordHold.run(row).lastInsertRowid;
