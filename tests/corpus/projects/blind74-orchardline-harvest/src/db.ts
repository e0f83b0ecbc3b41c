// Postgres access for orchard blocks, picking crews, assignments and cooperative integrations.
// @ts-nocheck
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

export async function blocksReadyForHarvest(farmIds: string[]) {
  const { rows } = await pool.query(
    `select b.id, b.name, b.variety, b.farm_id, b.est_bins
       from orchard_blocks b
      where b.farm_id = any($1) and b.ripeness_index >= 0.85
      order by b.ripeness_index desc
      limit 20`,
    [farmIds],
  );
  return rows;
}

export async function crewsAvailable(farmId: string, day: string) {
  const { rows } = await pool.query(
    `select c.id, c.lead_name, c.headcount
       from picking_crews c
      where c.region_id = (select region_id from farms where id = $1)
        and not exists (select 1 from crew_assignments a where a.crew_id = c.id and a.day = $2)
      order by c.headcount desc`,
    [farmId, day],
  );
  return rows;
}

export async function createAssignment(a: { crewId: string; blockId: string; day: string; bins: number; createdBy: string }) {
  const { rows } = await pool.query(
    `insert into crew_assignments (crew_id, block_id, day, planned_bins, created_by)
     values ($1, $2, $3, $4, $5) returning id`,
    [a.crewId, a.blockId, a.day, a.bins, a.createdBy],
  );
  return rows[0].id;
}

export async function assignmentForFarms(assignmentId: string, farmIds: string[]) {
  const { rows } = await pool.query(
    `select a.id, a.day, a.crew_id, c.lead_name, b.name as block_name, b.farm_id
       from crew_assignments a
       join picking_crews c on c.id = a.crew_id
       join orchard_blocks b on b.id = a.block_id
      where a.id = $1 and b.farm_id = any($2)`,
    [assignmentId, farmIds],
  );
  return rows[0];
}

export async function deleteAssignment(assignmentId: string, farmIds: string[], reason: string) {
  const { rowCount } = await pool.query(
    `with gone as (
       delete from crew_assignments a using orchard_blocks b
        where a.id = $1 and b.id = a.block_id and b.farm_id = any($2)
        returning a.id
     )
     insert into assignment_audit (assignment_id, action, reason)
     select id, 'released', $3 from gone`,
    [assignmentId, farmIds, reason],
  );
  return rowCount;
}

export async function coopIntegration(farmId: string) {
  const { rows } = await pool.query(
    `select member_id, api_key from coop_integrations where farm_id = $1 and revoked_at is null`,
    [farmId],
  );
  return rows[0];
}
