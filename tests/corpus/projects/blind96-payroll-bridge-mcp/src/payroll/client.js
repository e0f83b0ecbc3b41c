// Tenant registry and HTTP client for the external payroll provider (per-tenant API keys).
import pg from 'pg';
import { config } from '../config.js';

export const db = new pg.Pool({ connectionString: config.databaseUrl, max: 8 });

export async function getTenant(tenantId) {
  const { rows } = await db.query(
    'SELECT id, display_name, provider_company_id, provider_api_key FROM payroll_tenants WHERE id = $1 AND active',
    [tenantId],
  );
  if (!rows[0]) throw new Error(`unknown or inactive tenant ${tenantId}`);
  const row = rows[0];
  return { id: row.id, name: row.display_name, companyId: row.provider_company_id, apiKey: row.provider_api_key };
}

async function call(tenant, method, path, body) {
  const res = await fetch(`${config.payrollApiBase}/companies/${tenant.companyId}${path}`, {
    method,
    signal: AbortSignal.timeout(config.requestTimeoutMs),
    headers: {
      'x-api-key': tenant.apiKey,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new Error(`payroll provider ${method} ${path} -> ${res.status} ${text.slice(0, 160)}`);
  }
  return res.status === 204 ? null : res.json();
}

export const payroll = {
  listEmployees: (tenant, { department, cursor } = {}) =>
    call(tenant, 'GET', `/employees?${new URLSearchParams({ ...(department && { department }), ...(cursor && { cursor }) })}`),
  getPayPeriod: (tenant, periodId) => call(tenant, 'GET', `/pay-periods/${encodeURIComponent(periodId)}`),
  previewRun: (tenant, periodId) => call(tenant, 'POST', `/pay-periods/${encodeURIComponent(periodId)}/preview`),
  submitRun: (tenant, periodId, idempotencyKey) =>
    call(tenant, 'POST', `/pay-periods/${encodeURIComponent(periodId)}/runs`, { idempotencyKey, submit: true }),
};

export async function logRun(userId, tenantId, periodId, runId) {
  await db.query(
    'INSERT INTO payroll_runs (run_id, tenant_id, period_id, submitted_by, submitted_at) VALUES ($1, $2, $3, $4, now())',
    [runId, tenantId, periodId, userId],
  );
}
