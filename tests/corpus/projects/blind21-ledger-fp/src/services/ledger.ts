export interface Account {
  id: string;
  ownerId: string;
  currency: string;
  balanceMinor: number;
}

export interface Entry {
  at: string;
  amountMinor: number;
  memo: string;
}

export interface LedgerService {
  accountsOf(userId: string): Promise<Account[]>;
  account(accountId: string): Promise<Account | undefined>;
  entries(accountId: string, fromIso: string, toIso: string): Promise<Entry[]>;
  transfer(fromId: string, toId: string, amountMinor: number, memo: string): Promise<{ transferId: string }>;
}

export const httpLedger = (baseUrl: string, serviceToken: string): LedgerService => {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(new URL(path, baseUrl), { headers: { authorization: `Bearer ${serviceToken}` } });
    if (!res.ok) throw new Error(`ledger ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    accountsOf: (userId) => get<Account[]>(`/v1/users/${encodeURIComponent(userId)}/accounts`),
    account: (id) => get<Account>(`/v1/accounts/${encodeURIComponent(id)}`).catch(() => undefined),
    entries: (id, from, to) =>
      get<Entry[]>(`/v1/accounts/${encodeURIComponent(id)}/entries?from=${from}&to=${to}`),
    transfer: async (fromId, toId, amountMinor, memo) => {
      const res = await fetch(new URL('/v1/transfers', baseUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fromId, toId, amountMinor, memo }),
      });
      if (!res.ok) throw new Error(`transfer failed: ${res.status}`);
      return (await res.json()) as { transferId: string };
    },
  };
};
