// Data access for the ledger (Postgres behind a small internal API) and the
// bank connector. Kept deliberately thin.
const LEDGER_API = process.env.LEDGER_API_URL ?? 'http://127.0.0.1:7311';
const BANK_BRIDGE = process.env.LEDGER_BANK_BRIDGE_URL ?? 'http://127.0.0.1:7312';

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const ledgerIdFor = (userId: string) => post<{ ledgerId: string }>(LEDGER_API, '/ledgers/resolve', { userId });

export const countMatching = (ledgerId: string, category: string, since: string) =>
  post<{ count: number; total: number }>(LEDGER_API, '/transactions/count', { ledgerId, category, since });

export const recategorize = (ledgerId: string, from: string, to: string, since: string, actor: string) =>
  post<{ updated: number }>(LEDGER_API, '/transactions/recategorize', { ledgerId, from, to, since, actor });

export const renderReport = (ledgerId: string, format: string, from: string, to: string, accounts: string[]) =>
  post<{ url: string }>(LEDGER_API, '/reports', { ledgerId, format, from, to, accounts });

export const listAccounts = (ledgerId: string) =>
  post<{ id: string; name: string }[]>(LEDGER_API, '/accounts/list', { ledgerId });

export const startBankLogin = (bankId: string, username: string, password: string) =>
  post<{ challengeId: string; prompt: string }>(BANK_BRIDGE, '/login/start', { bankId, username, password });

// The OFX bridge wants user, password and the one-time code in the same call.
export const finishBankImport = (args: {
  bankId: string;
  username: string;
  password: string;
  challengeId: string;
  code: string;
  ledgerId: string;
  since: string;
}) => post<{ imported: number; duplicates: number }>(BANK_BRIDGE, '/login/finish-and-import', args);
