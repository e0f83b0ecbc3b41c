'use strict';

const BASE = process.env.ERP_URL || 'https://erp.internal.example';

async function call(path, token, init = {}) {
  const res = await fetch(`${BASE}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
  if (!res.ok) throw new Error(`ERP ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

module.exports = {
  whoAmI: (token) => call('/me', token),
  getInvoice: (id) => call(`/invoices/${encodeURIComponent(id)}`, process.env.ERP_SERVICE_TOKEN),
  markApproved: (id, userId, po) => call(`/invoices/${encodeURIComponent(id)}/approve`, process.env.ERP_SERVICE_TOKEN, { method: 'POST', body: JSON.stringify({ userId, po }) }),
  voidInvoice: (id, session) => call(`/invoices/${encodeURIComponent(id)}/void`, session, { method: 'POST' }),
};
