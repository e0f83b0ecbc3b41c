// HTTP client for the tenant's ERP (invoices, payments, vendor master data) and the bank-change risk service.
'use strict';

const { z } = require('zod');
const { config } = require('./config');

const Invoice = z.object({
  id: z.string(),
  number: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  amountCents: z.number().int(),
  currency: z.string().length(3),
  dueDate: z.string(),
  status: z.enum(['open', 'approved', 'paid', 'void']),
});

const Vendor = z.object({
  id: z.string(),
  name: z.string(),
  bank: z.object({ ibanLast4: z.string().length(4), bic: z.string() }).nullable(),
});

const Risk = z.object({ score: z.number().min(0).max(100), holdForReview: z.boolean(), reasons: z.array(z.string()) });

async function erp(tenant, path, { method = 'GET', body, schema } = {}) {
  const res = await fetch(new URL(`/api/v3/accounts/${encodeURIComponent(tenant.erpAccount)}${path}`, config.erpBaseUrl), {
    method,
    headers: {
      authorization: `Bearer ${tenant.erpApiKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`ERP ${method} ${path} failed: ${res.status}`);
  const json = res.status === 204 ? {} : await res.json();
  return schema ? schema.parse(json) : json;
}

const listOpenInvoices = (tenant, { vendorId, limit }) => {
  const q = new URLSearchParams({ status: 'open', limit: String(limit) });
  if (vendorId) q.set('vendorId', vendorId);
  return erp(tenant, `/invoices?${q}`, { schema: z.object({ items: z.array(Invoice) }) }).then((r) => r.items);
};

const getInvoice = (tenant, id) => erp(tenant, `/invoices/${encodeURIComponent(id)}`, { schema: Invoice });

async function approvePaymentWithKey(erpApiKey, erpAccount, invoiceId, { amountCents, approvedBy }) {
  return erp({ erpApiKey, erpAccount }, `/invoices/${encodeURIComponent(invoiceId)}/approve`, {
    method: 'POST',
    body: { amountCents, approvedBy },
  });
}

const getVendor = (tenant, id) => erp(tenant, `/vendors/${encodeURIComponent(id)}`, { schema: Vendor });

const updateVendorBank = (tenant, id, { iban, bic, changedBy }) =>
  erp(tenant, `/vendors/${encodeURIComponent(id)}/bank`, { method: 'PUT', body: { iban, bic, changedBy } });

async function assessBankChange({ tenantId, vendorId, iban, bic }) {
  const res = await fetch(new URL('/v1/bank-change/assess', config.risk.url), {
    method: 'POST',
    headers: { 'x-api-key': config.risk.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ tenantId, vendorId, iban, bic }),
  });
  if (!res.ok) throw new Error(`risk service failed: ${res.status}`);
  return Risk.parse(await res.json());
}

module.exports = {
  listOpenInvoices,
  getInvoice,
  approvePaymentWithKey,
  getVendor,
  updateVendorBank,
  assessBankChange,
};
