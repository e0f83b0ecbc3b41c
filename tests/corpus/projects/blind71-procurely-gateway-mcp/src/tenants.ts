// Organisation (tenant) settings and ERP connection details, read from Postgres.
// @ts-nocheck
import { query } from './db.js';

export interface Organisation {
  id: string;
  name: string;
  status: 'active' | 'read_only' | 'suspended';
  currency: string;
  approvalThresholdCents: number;
}

export interface ErpConnection {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  companyCode: string;
}

export async function getOrganisation(tenantId: string): Promise<Organisation | null> {
  const [row] = await query(
    'SELECT id, name, status, currency, approval_threshold_cents FROM organisations WHERE id = $1',
    [tenantId],
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    currency: row.currency,
    approvalThresholdCents: Number(row.approval_threshold_cents),
  };
}

export async function getErpConnection(tenantId: string): Promise<ErpConnection | null> {
  const [row] = await query(
    `SELECT base_url, token_url, client_id, client_secret, webhook_secret, company_code
       FROM erp_connections WHERE tenant_id = $1 AND enabled`,
    [tenantId],
  );
  if (!row) return null;
  return {
    baseUrl: row.base_url,
    tokenUrl: row.token_url,
    clientId: row.client_id,
    clientSecret: row.client_secret,
    webhookSecret: row.webhook_secret,
    companyCode: row.company_code,
  };
}

export async function setOrganisationStatus(tenantId: string, status: Organisation['status'], actor: string, reason: string) {
  await query('UPDATE organisations SET status = $1, status_reason = $2, status_changed_by = $3, status_changed_at = now() WHERE id = $4', [
    status,
    reason,
    actor,
    tenantId,
  ]);
}
