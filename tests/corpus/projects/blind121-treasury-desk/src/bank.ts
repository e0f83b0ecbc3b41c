// Core-banking gateway client for counterparty search, account ownership and transfers.
// @ts-nocheck
// Core-banking gateway client. The service credential stays on this side.
const GATEWAY = process.env.BANK_GATEWAY_URL ?? 'https://corebank-gw.internal';

async function gw<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${GATEWAY}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-service-credential': process.env.BANK_GATEWAY_CREDENTIAL ?? '' },
  });
  if (!res.ok) throw new Error(`gateway ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export interface Counterparty {
  id: string;
  name: string;
  iban: string;
  country: string;
}

export const bank = {
  findCounterparties: (q: string) => gw<Counterparty[]>(`/counterparties?q=${encodeURIComponent(q)}`),
  accountOwner: (accountId: string) => gw<{ ownerId: string; currency: string }>(`/accounts/${encodeURIComponent(accountId)}`),
  transfer: (body: { fromAccount: string; toIban: string; amountCents: number; reference: string; idempotencyKey: string }) =>
    gw<{ transferId: string }>('/transfers', { method: 'POST', body: JSON.stringify(body) }),
};
