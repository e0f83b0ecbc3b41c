// Client for the Fintrail bank aggregation API and stored bank connections.
'use strict';

const logger = require('./logger');

function createBankFeeds({ baseUrl, clientId, db }) {
  async function call(path, accessToken, params) {
    const url = new URL(baseUrl + path);
    for (const [k, v] of Object.entries(params || {})) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    const res = await fetch(url, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        'x-client-id': clientId,
        accept: 'application/json',
      },
    });
    if (!res.ok) {
      logger.warn('fintrail call failed', { path, status: res.status });
      throw new Error(`bank feed error ${res.status}`);
    }
    return res.json();
  }

  async function getConnection(orgId, connectionId) {
    const row = await db.one(
      `SELECT id, institution_name, access_token, status, last_synced_at
         FROM bank_connections
        WHERE org_id = ? AND id = ? AND status = 'active'`,
      [orgId, connectionId],
    );
    if (!row) return null;
    return {
      id: row.id,
      institution: row.institution_name,
      accessToken: row.access_token,
      lastSyncedAt: row.last_synced_at,
    };
  }

  async function listRemoteAccounts(accessToken) {
    const body = await call('/accounts', accessToken);
    return (body.accounts || []).map((a) => ({
      ref: a.account_id,
      name: a.display_name,
      iban: a.iban ? `${a.iban.slice(0, 4)}…${a.iban.slice(-4)}` : null,
      currency: a.currency,
    }));
  }

  async function fetchTransactions(accessToken, accountRef, fromDate, toDate) {
    const out = [];
    let cursor;
    do {
      const page = await call(`/accounts/${encodeURIComponent(accountRef)}/transactions`, accessToken, {
        from: fromDate,
        to: toDate,
        cursor,
      });
      out.push(...(page.transactions || []));
      cursor = page.next_cursor;
    } while (cursor && out.length < 5000);
    return out;
  }

  return { getConnection, listRemoteAccounts, fetchTransactions };
}

module.exports = { createBankFeeds };
