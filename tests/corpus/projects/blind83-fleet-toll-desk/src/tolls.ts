// Toll data: Postgres reads/writes for charges and vehicles, plus the toll operator's REST API.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 8 });

export async function chargesForFleet(fleetId: string, from: string, to: string, vehicleId?: string) {
  const { rows } = await pool.query(
    `SELECT c.id, c.operator_ref, c.plaza, c.passed_at, c.amount_cents, c.status, v.plate
       FROM toll_charges c JOIN vehicles v ON v.id = c.vehicle_id
      WHERE v.fleet_id = $1 AND c.passed_at >= $2 AND c.passed_at < ($3::date + 1)
        AND ($4::uuid IS NULL OR v.id = $4)
      ORDER BY c.passed_at DESC LIMIT 500`,
    [fleetId, from, to, vehicleId ?? null],
  );
  return rows;
}

export async function chargeOfFleet(chargeId: string, fleetId: string) {
  const { rows } = await pool.query(
    `SELECT c.id, c.operator_ref, c.plaza, c.passed_at, c.amount_cents, c.status, v.plate
       FROM toll_charges c JOIN vehicles v ON v.id = c.vehicle_id
      WHERE c.id = $1 AND v.fleet_id = $2`,
    [chargeId, fleetId],
  );
  return rows[0] ?? null;
}

export async function vehicleOfFleet(vehicleId: string, fleetId: string) {
  const { rows } = await pool.query('SELECT id, plate, transponder_serial FROM vehicles WHERE id = $1 AND fleet_id = $2', [vehicleId, fleetId]);
  return rows[0] ?? null;
}

export async function vehicleHoldingTransponder(serial: string) {
  const { rows } = await pool.query('SELECT id, plate, fleet_id FROM vehicles WHERE transponder_serial = $1', [serial]);
  return rows[0] ?? null;
}

export async function moveTransponder(serial: string, toVehicleId: string) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('UPDATE vehicles SET transponder_serial = NULL WHERE transponder_serial = $1', [serial]);
    await client.query('UPDATE vehicles SET transponder_serial = $1 WHERE id = $2', [serial, toVehicleId]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

export async function setChargeStatus(chargeId: string, status: string, note?: string) {
  await pool.query('UPDATE toll_charges SET status = $2, status_note = $3, updated_at = now() WHERE id = $1', [chargeId, status, note ?? null]);
}

export async function setChargeStatusByOperatorRef(operatorRef: string, status: string) {
  await pool.query('UPDATE toll_charges SET status = $2, updated_at = now() WHERE operator_ref = $1', [operatorRef, status]);
}

async function operator(method: string, path: string, body?: unknown) {
  const res = await fetch(`${config.operator.baseUrl}${path}`, {
    method,
    headers: {
      'x-api-key': config.operator.apiKey,
      'operator-version': config.operator.apiVersion,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`toll operator ${method} ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const operatorApi = {
  openDisputeDraft: (operatorRef: string) => operator('POST', `/charges/${encodeURIComponent(operatorRef)}/dispute-drafts`, {}),
  submitDispute: (draftId: string, draftToken: string, reason: string, note: string) =>
    operator('POST', `/dispute-drafts/${encodeURIComponent(draftId)}/submit`, { draft_token: draftToken, reason, note }),
  voidCharge: (operatorRef: string, reason: string) => operator('POST', `/charges/${encodeURIComponent(operatorRef)}/void`, { reason }),
  reassignTransponder: (serial: string, plate: string) => operator('PUT', `/transponders/${encodeURIComponent(serial)}`, { plate }),
};
