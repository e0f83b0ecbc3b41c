// PostgreSQL queries for API tokens, tenants and bank-change review tickets.
'use strict';

const { Pool } = require('pg');
const { config } = require('./config');

const pool = new Pool({ connectionString: config.databaseUrl, max: 8 });

async function findApiToken(tokenHash) {
  const { rows } = await pool.query(
    `SELECT t.user_id, t.tenant_id, t.scopes, t.expires_at, u.display_name, u.roles
       FROM api_tokens t
       JOIN users u ON u.id = t.user_id
      WHERE t.token_sha256 = $1 AND t.revoked_at IS NULL`,
    [tokenHash],
  );
  return rows[0] || null;
}

async function getTenant(tenantId) {
  const { rows } = await pool.query(
    `SELECT id, name, erp_account, erp_api_key, currency FROM tenants WHERE id = $1 AND active`,
    [tenantId],
  );
  if (!rows[0]) throw new Error(`tenant ${tenantId} is not active`);
  const t = rows[0];
  return { id: t.id, name: t.name, erpAccount: t.erp_account, erpApiKey: t.erp_api_key, currency: t.currency };
}

async function openBankChangeReview({ tenantId, vendorId, requestedBy, ibanLast4, riskScore }) {
  const { rows } = await pool.query(
    `INSERT INTO bank_change_reviews (tenant_id, vendor_id, requested_by, iban_last4, risk_score, status)
     VALUES ($1, $2, $3, $4, $5, 'pending')
     RETURNING id`,
    [tenantId, vendorId, requestedBy, ibanLast4, riskScore],
  );
  return rows[0].id;
}

async function recordAudit(tenantId, userId, action, subject, detail) {
  await pool.query(
    `INSERT INTO audit_log (tenant_id, user_id, action, subject, detail) VALUES ($1, $2, $3, $4, $5)`,
    [tenantId, userId, action, subject, JSON.stringify(detail)],
  );
}

module.exports = { pool, findApiToken, getTenant, openBankChangeReview, recordAudit };
