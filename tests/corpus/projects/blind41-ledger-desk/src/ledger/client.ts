// Upstream APIs. Credentials for both stay on this server.

const AGGREGATOR_URL = process.env.AGGREGATOR_URL ?? 'https://api.bankfeeds.example';
const LEDGER_URL = process.env.LEDGER_URL ?? 'http://ledger-core.internal:8080';

async function post<T>(base: string, path: string, body: unknown, auth: string): Promise<T> {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${base}${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const aggregatorAuth = () =>
  `Basic ${Buffer.from(`${process.env.AGGREGATOR_CLIENT_ID}:${process.env.AGGREGATOR_SECRET}`).toString('base64')}`;
const ledgerAuth = () => `Bearer ${process.env.LEDGER_SERVICE_TOKEN}`;

export interface LinkSession {
  id: string;
  url: string;
}

export interface Grant {
  access_token: string;
  item_id: string;
}

export interface BankAccount {
  id: string;
  name: string;
  mask: string;
  currency: string;
}

export const aggregator = {
  createLinkSession: (input: { institution: string; userRef: string }) =>
    post<LinkSession>(AGGREGATOR_URL, '/link/sessions', input, aggregatorAuth()),
  exchange: (linkSessionId: string) =>
    post<Grant>(AGGREGATOR_URL, '/link/exchange', { link_session_id: linkSessionId }, aggregatorAuth()),
  accounts: (accessToken: string) =>
    post<{ accounts: BankAccount[] }>(AGGREGATOR_URL, '/accounts/list', { access_token: accessToken }, aggregatorAuth()),
};

export interface JournalLine {
  account: string;
  debit: number;
  credit: number;
}

export const ledger = {
  linkFeed: (input: { owner: string; itemId: string; accountId: string; accessToken: string }) =>
    post<{ feedId: string }>(LEDGER_URL, '/v2/feeds', input, ledgerAuth()),
  preview: (input: { date: string; lines: JournalLine[] }) =>
    post<{ balanced: boolean; total: number; warnings: string[] }>(LEDGER_URL, '/v2/journal/preview', input, ledgerAuth()),
  post: (input: { date: string; memo: string; lines: JournalLine[]; postedBy: string }) =>
    post<{ entryId: string }>(LEDGER_URL, '/v2/journal', input, ledgerAuth()),
};
