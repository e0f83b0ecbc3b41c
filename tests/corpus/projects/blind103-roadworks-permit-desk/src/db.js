// knex/Postgres data access for contractors, permits and inspection events.
import knex from 'knex';
import { config } from './config.js';

export const db = knex({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 8 } });

export async function contractorLicence(contractorId) {
  return db('contractors').where({ id: contractorId }).first('id', 'name', 'licence_expires_on', 'suspended');
}

export async function createApplication(row) {
  const [created] = await db('permit_applications')
    .insert(row)
    .onConflict('idempotency_key')
    .ignore()
    .returning(['id', 'reference']);
  if (created) return created;
  return db('permit_applications').where({ idempotency_key: row.idempotency_key }).first('id', 'reference');
}

export async function permitsFor(contractorId, { status }) {
  const q = db('permits').where({ contractor_id: contractorId }).orderBy('starts_on', 'desc').limit(50);
  if (status) q.andWhere({ status });
  return q.select('id', 'reference', 'status', 'starts_on', 'ends_on', 'closure_type');
}

export async function permitById(permitId) {
  return db('permits').where({ id: permitId }).first();
}

export async function surrender(permitId, userId, reason) {
  return db('permits')
    .where({ id: permitId, status: 'active' })
    .update({ status: 'surrendered', surrendered_by: userId, surrender_reason: reason, surrendered_at: db.fn.now() });
}

export async function recordInspection(event) {
  await db.transaction(async trx => {
    await trx('inspections').insert({
      external_id: event.id,
      permit_reference: event.permit_reference,
      outcome: event.outcome,
      inspected_at: event.inspected_at,
    }).onConflict('external_id').ignore();
    if (event.outcome === 'fail') {
      await trx('permits').where({ reference: event.permit_reference }).update({ status: 'remedial' });
    }
  });
}
