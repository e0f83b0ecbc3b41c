import { env } from './config/env.js';

export interface Invoice {
  readonly id: string;
  readonly number: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly counterparty: string;
  readonly status: 'open' | 'paid' | 'void';
}

export interface JournalLine {
  readonly account: string;
  readonly debitCents: number;
  readonly creditCents: number;
  readonly memo?: string | undefined;
}

export interface JournalDraft {
  readonly id: string;
  readonly ownerId: string;
  readonly lines: readonly JournalLine[];
}

type Json = string | number | boolean | null | { [k: string]: Json } | Json[];

async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: Json): Promise<T> {
  const init: RequestInit = {
    method,
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(env.LEDGER_API_TIMEOUT_MS),
  };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await fetch(new URL(path, env.LEDGER_API_URL), init);
  if (!res.ok) throw new Error(`ledger ${method} ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

export const ledger = {
  invoice: (id: string) => call<Invoice>('GET', `/invoices/${encodeURIComponent(id)}`),
  voidInvoice: (id: string, reason: string, by: string) =>
    call<Invoice>('POST', `/invoices/${encodeURIComponent(id)}/void`, { reason, by }),
  createDraft: (ownerId: string, lines: JournalLine[]) =>
    call<JournalDraft>('POST', '/journal/drafts', { ownerId, lines: lines as unknown as Json }),
  draft: (id: string) => call<JournalDraft>('GET', `/journal/drafts/${encodeURIComponent(id)}`),
  postDraft: (id: string) => call<{ entryId: string }>('POST', `/journal/drafts/${encodeURIComponent(id)}/post`),
} as const;
