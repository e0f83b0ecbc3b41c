// Postgres client (postgres.js) used for routes, vehicles, positions and audit rows.
import postgres from 'postgres';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, {
  max: 8,
  idle_timeout: 20,
  connect_timeout: 10,
  transform: postgres.camel,
});

export async function audit(tenantId, actorId, action, detail) {
  await sql`
    insert into audit_events (tenant_id, actor_id, action, detail)
    values (${tenantId}, ${actorId}, ${action}, ${sql.json(detail)})
  `;
}
