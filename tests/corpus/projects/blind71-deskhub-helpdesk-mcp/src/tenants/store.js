// Tenant store: workspace rows from MySQL merged with per-tenant overrides from a JSON file.
'use strict';

const fs = require('node:fs');
const { query } = require('../db');
const config = require('../config');

const DEFAULT_SLA = { urgent: 60, high: 240, normal: 1440 };
const TTL_MS = 30_000;
const cache = new Map();
let overrides = {};

function loadOverrides() {
  try {
    overrides = JSON.parse(fs.readFileSync(config.tenantOverridesFile, 'utf8'));
  } catch (err) {
    if (err.code !== 'ENOENT') console.error('[tenants] could not read overrides', err.message);
    overrides = {};
  }
}
loadOverrides();
fs.watchFile(config.tenantOverridesFile, { interval: 5000 }, loadOverrides);

async function loadTenant(tenantId) {
  const cached = cache.get(tenantId);
  if (cached && cached.at > Date.now() - TTL_MS) return cached.tenant;

  const rows = await query(
    'SELECT id, slug, name, region, status, pager_routing_key, created_at FROM workspaces WHERE id = ?',
    [tenantId],
  );
  if (rows.length === 0) return null;
  const row = rows[0];
  const extra = overrides[row.slug] || {};
  const tenant = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    region: row.region,
    active: row.status === 'active',
    pagerRoutingKey: row.pager_routing_key,
    pagerService: extra.pagerService || `${row.slug}-default`,
    sla: { ...DEFAULT_SLA, ...(extra.slaMinutes || {}) },
    createdAt: row.created_at,
  };
  cache.set(tenantId, { tenant, at: Date.now() });
  return tenant;
}

module.exports = { loadTenant };
