// Postgres queries for samples, storage locations and the chain-of-custody log.
// @ts-nocheck
import postgres from 'postgres';
import { env } from './env.js';

export const sql = postgres(env.databaseUrl, { max: 8, idle_timeout: 30 });

export async function samplesInLab(labId: string, sampleIds: string[]) {
  return sql`
    SELECT id, barcode, kind, status, holder_id, location_code, collected_at
      FROM samples
     WHERE lab_id = ${labId} AND id = ANY(${sampleIds})`;
}

export async function searchSamples(labId: string, q: { barcode?: string; kind?: string; status?: string }) {
  return sql`
    SELECT id, barcode, kind, status, location_code, collected_at
      FROM samples
     WHERE lab_id = ${labId}
       ${q.barcode ? sql`AND barcode = ${q.barcode}` : sql``}
       ${q.kind ? sql`AND kind = ${q.kind}` : sql``}
       ${q.status ? sql`AND status = ${q.status}` : sql``}
     ORDER BY collected_at DESC LIMIT 100`;
}

export async function labMember(labId: string, userId: string) {
  const [row] = await sql`SELECT user_id, display_name, role FROM lab_members WHERE lab_id = ${labId} AND user_id = ${userId}`;
  return row ?? null;
}

export async function transferCustody(sampleIds: string[], fromUser: string, toUser: string, location: string) {
  return sql.begin(async (tx) => {
    await tx`UPDATE samples SET holder_id = ${toUser}, location_code = ${location}
              WHERE id = ANY(${sampleIds}) AND holder_id = ${fromUser}`;
    await tx`INSERT INTO custody_log ${tx(
      sampleIds.map((id) => ({ sample_id: id, from_user: fromUser, to_user: toUser, location_code: location })),
    )}`;
  });
}

export async function markDiscarded(sampleIds: string[], userId: string, approvedBy: string, disposalId: string) {
  return sql.begin(async (tx) => {
    await tx`UPDATE samples SET status = 'discarded', discarded_at = now() WHERE id = ANY(${sampleIds})`;
    await tx`INSERT INTO custody_log ${tx(
      sampleIds.map((id) => ({ sample_id: id, from_user: userId, to_user: null, note: `disposal ${disposalId} approved by ${approvedBy}` })),
    )}`;
  });
}
