import { request } from 'undici';
import { config } from '../config.js';

export interface OpenItem {
  id: string;
  amountCents: number;
  currency: string;
  counterparty: string;
  bookedOn: string;
}

export interface StatementLine {
  id: string;
  amountCents: number;
  currency: string;
  memo: string;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await request(`${config.ledgerBaseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-api-key-id': config.ledgerApiKeyId,
      authorization: `Bearer ${process.env.LEDGER_SERVICE_TOKEN}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.statusCode >= 400) {
    throw new Error(`ledger ${method} ${path} failed: ${res.statusCode}`);
  }
  return (await res.body.json()) as T;
}

export const ledger = {
  statementLine: (id: string) => call<StatementLine>('GET', `/statement-lines/${encodeURIComponent(id)}`),
  candidates: (line: StatementLine) =>
    call<OpenItem[]>('POST', '/open-items/search', { amountCents: line.amountCents, currency: line.currency, limit: 5 }),
  match: (lineId: string, itemId: string, actor: string) =>
    call<{ matchId: string }>('POST', '/matches', { lineId, itemId, actor }),
  invoice: (id: string) => call<{ id: string; number: string; totalCents: number; status: string }>('GET', `/invoices/${id}`),
  voidInvoice: (id: string, actor: string, reason: string) =>
    call<{ status: string }>('POST', `/invoices/${encodeURIComponent(id)}/void`, { actor, reason }),
};
