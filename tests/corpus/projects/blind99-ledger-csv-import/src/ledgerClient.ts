// Client for the ledger service: token exchange for posting rights and journal batch posting.
// @ts-nocheck
import { config } from './config.js';

function basicAuth(): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(config.exchangeClientId)}:${encodeURIComponent(config.exchangeClientSecret)}`).toString('base64')}`;
}

export async function exchangeForPostingToken(subjectToken: string, ledgerId: string) {
  const body = new URLSearchParams({
    grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
    subject_token: subjectToken,
    subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    audience: `${config.ledgerApiBase}/ledgers/${ledgerId}`,
    scope: 'journal:post',
  });
  const res = await fetch(config.tokenExchangeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth() },
    body,
  });
  if (!res.ok) throw new Error(`Token exchange failed: HTTP ${res.status}`);
  const json = await res.json();
  return { accessToken: json.access_token as string, expiresIn: Number(json.expires_in ?? 0) };
}

export function toJournalLine(row) {
  return {
    bookedOn: row.booked_on,
    account: row.account,
    amountMinor: String(row.amount_minor),
    memo: row.memo || undefined,
    sourceLine: row.line_no,
  };
}

export async function postJournalBatch(postingToken: string, ledgerId: string, lines, idempotencyKey: string) {
  const res = await fetch(`${config.ledgerApiBase}/ledgers/${encodeURIComponent(ledgerId)}/journal-batches`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${postingToken}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify({ lines }),
  });
  if (res.status === 409) return { duplicate: true, journalId: null };
  if (!res.ok) throw new Error(`Ledger rejected batch: HTTP ${res.status}`);
  const json = await res.json();
  return { duplicate: false, journalId: json.id ?? null };
}
