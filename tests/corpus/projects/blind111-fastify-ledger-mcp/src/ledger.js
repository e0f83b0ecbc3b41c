// Service-to-service client for the ledger API. The token stays on the server.
const LEDGER_URL = process.env.LEDGER_URL ?? 'http://ledger.internal';
const LEDGER_API_TOKEN = process.env.LEDGER_API_TOKEN;
if (!LEDGER_API_TOKEN) throw new Error('LEDGER_API_TOKEN is required');

async function ledger(path, { method = 'GET', body, actor } = {}) {
  const res = await fetch(`${LEDGER_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${LEDGER_API_TOKEN}`,
      'content-type': 'application/json',
      ...(actor ? { 'x-on-behalf-of': actor } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`ledger ${method} ${path}: ${res.status}`);
  return res.json();
}

export const getInvoice = (id) => ledger(`/invoices/${encodeURIComponent(id)}`);
export const voidInvoice = (id, reason, actor) =>
  ledger(`/invoices/${encodeURIComponent(id)}/void`, { method: 'POST', body: { reason }, actor });
export const findPaymentCandidates = (statementLineId) =>
  ledger(`/statement-lines/${encodeURIComponent(statementLineId)}/candidates`);
export const matchPayment = (statementLineId, invoiceId, actor) =>
  ledger(`/statement-lines/${encodeURIComponent(statementLineId)}/match`, { method: 'POST', body: { invoiceId }, actor });
