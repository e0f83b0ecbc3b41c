// Tenant settings from MySQL: responder teams and the tenant's Opsgenie integration key.
const mysql = require('mysql2/promise');
const { config } = require('./config');

const pool = mysql.createPool({ ...config.mysql, connectionLimit: 8, namedPlaceholders: true });
const cache = new Map();

async function getTenant(tenantId) {
  const hit = cache.get(tenantId);
  if (hit && hit.loadedAt > Date.now() - 60_000) return hit.tenant;

  const [rows] = await pool.execute(
    'SELECT id, name, opsgenie_api_key, responder_teams FROM tenants WHERE id = :tenantId AND disabled_at IS NULL',
    { tenantId },
  );
  if (!rows.length) throw new Error(`tenant ${tenantId} not found`);
  const row = rows[0];
  const tenant = {
    id: row.id,
    name: row.name,
    opsgenieApiKey: row.opsgenie_api_key,
    responderTeams: JSON.parse(row.responder_teams || '[]'),
  };
  cache.set(tenantId, { tenant, loadedAt: Date.now() });
  return tenant;
}

async function recordEscalation(tenantId, ticketId, alertId, userId) {
  await pool.execute(
    'INSERT INTO escalations (tenant_id, ticket_id, alert_id, escalated_by, created_at) VALUES (?, ?, ?, ?, NOW())',
    [tenantId, ticketId, alertId, userId],
  );
}

module.exports = { getTenant, recordEscalation, pool };
