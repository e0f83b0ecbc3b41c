import { LEDGER_API } from './env.js';
import type { JournalDraft } from './journal/reducer.js';

const serviceAuth = () => ({ authorization: `Bearer ${process.env.LEDGER_SERVICE_TOKEN}` });

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, LEDGER_API), { ...init, headers: { ...serviceAuth(), ...init.headers } });
  if (!res.ok) throw new Error(`ledger ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export const chartOfAccounts = async (ledgerId: string): Promise<ReadonlySet<string>> =>
  new Set((await call<{ accounts: Array<{ code: string }> }>(`/ledgers/${ledgerId}/accounts`)).accounts.map((a) => a.code));

export const postEntry = (draft: JournalDraft, actor: string) =>
  call<{ entryNumber: string }>(`/ledgers/${draft.ledgerId}/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': draft.idempotencyKey },
    body: JSON.stringify({ lines: draft.lines, memo: draft.memo, approvedBy: draft.approvedBy, actor }),
  });

export const bookBalance = (accountId: string, month: string) =>
  call<{ balanceCents: number }>(`/accounts/${accountId}/balance?asOf=${month}-end`).then((b) => b.balanceCents);

export const unmatchedItems = (accountId: string, month: string) =>
  call<{ items: Array<{ id: string; amountCents: number; description: string }> }>(
    `/accounts/${accountId}/unmatched?month=${month}`,
  ).then((r) => r.items);
