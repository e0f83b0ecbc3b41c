// BankLink aggregator client: lists accounts and pulls new transactions with a user's access token.
// @ts-nocheck
import { request } from 'undici';
import { env } from './env.js';

const basic = Buffer.from(`${env.BANKLINK_CLIENT_ID}:${env.BANKLINK_CLIENT_SECRET}`).toString('base64');

async function call(path: string, accessToken: string, body?: unknown) {
  const res = await request(`${env.BANKLINK_API_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Basic ${basic}`,
      'banklink-access-token': accessToken,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
    headersTimeout: 10_000,
    bodyTimeout: 20_000,
  });
  const json = await res.body.json();
  if (res.statusCode >= 400) throw new Error(`BankLink ${path}: ${json.error_code ?? res.statusCode}`);
  return json;
}

export async function linkedAccounts(accessToken: string) {
  const json = await call('/accounts', accessToken);
  return json.accounts.map((a) => ({ externalId: a.account_id, name: a.name, mask: a.mask, type: a.subtype }));
}

export async function transactionsSince(accessToken: string, cursor: string | null, accountIds: string[]) {
  const added = [];
  let next = cursor;
  let hasMore = true;
  while (hasMore) {
    const page = await call('/transactions/sync', accessToken, { cursor: next, count: 250, options: { account_ids: accountIds } });
    added.push(...page.added);
    next = page.next_cursor;
    hasMore = page.has_more;
  }
  return {
    cursor: next,
    lines: added.map((t) => ({
      external_id: t.transaction_id,
      account_id: t.account_id,
      booked_on: t.date,
      amount_cents: Math.round(-t.amount * 100),
      currency: t.iso_currency_code,
      counterparty: t.merchant_name ?? t.name,
      description: t.name,
    })),
  };
}
