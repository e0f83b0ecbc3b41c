import { Database } from 'bun:sqlite';
import { config } from './config.js';

export const db = new Database(config.dbPath, { create: true });
db.exec('PRAGMA journal_mode = WAL;');

const q = {
  session: db.query('SELECT user_id AS userId, merchant_id AS merchantId, scopes, expires_at AS expiresAt FROM api_sessions WHERE token_hash = ?'),
  warehouse: db.query('SELECT id, label, street, postcode, country FROM warehouses WHERE merchant_id = ? AND id = ?'),
  accounts: db.query('SELECT id, carrier, label, api_key AS apiKey FROM carrier_accounts WHERE merchant_id = ? AND active = 1'),
  shipment: db.query('SELECT id, tracking, status, carrier_account_id AS accountId FROM shipments WHERE merchant_id = ? AND id = ?'),
  setStatus: db.query('UPDATE shipments SET status = ?, updated_at = unixepoch() WHERE tracking = ?'),
  savePickup: db.query('INSERT INTO pickups (id, merchant_id, warehouse_id, window_start, window_end, parcels) VALUES (?, ?, ?, ?, ?, ?)'),
};

export const sessionByTokenHash = (hash) => q.session.get(hash);
export const warehouseOf = (merchantId, id) => q.warehouse.get(merchantId, id);
export const carrierAccountsOf = (merchantId) => q.accounts.all(merchantId);
export const shipmentOf = (merchantId, id) => q.shipment.get(merchantId, id);
export const setShipmentStatus = (tracking, status) => q.setStatus.run(status, tracking);
export const recordPickup = (p) => q.savePickup.run(p.id, p.merchantId, p.warehouseId, p.start, p.end, p.parcels);
