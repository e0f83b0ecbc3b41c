'use strict';

const { request } = require('undici');

const BANK_API = process.env.BANK_API_URL || 'https://api.sandbox.openledger.example';

/**
 * @param {string} path
 * @param {{ method?: string, token?: string, body?: object }} [opts]
 */
async function call(path, { method = 'GET', token, body } = {}) {
  const res = await request(`${BANK_API}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.statusCode >= 400) {
    throw new Error(`bank API ${method} ${path} failed with ${res.statusCode}`);
  }
  return /** @type {any} */ (await res.body.json());
}

/** Service credential used for payments initiated by the platform itself. */
const platformToken = () => process.env.BANK_PLATFORM_TOKEN;

/**
 * @typedef {object} BankSession
 * @property {string} accountId
 * @property {string} accessToken   delegated token for the user's bank account
 * @property {number} expiresAt     unix seconds
 */

/**
 * Exchanges the platform identity for a delegated bank session (RFC 8693 token exchange).
 * The bank rate-limits this endpoint hard, so callers should reuse the session.
 * @param {{ id: string, accountId: string }} user
 * @returns {Promise<BankSession>}
 */
async function openSession(user) {
  const tokens = await call('/oauth/token', {
    method: 'POST',
    token: platformToken(),
    body: {
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: user.id,
      subject_token_type: 'urn:ledger:user-id',
      scope: `accounts:${user.accountId}:read`,
    },
  });
  return {
    accountId: user.accountId,
    accessToken: tokens.access_token,
    expiresAt: tokens.expires_at,
  };
}

/**
 * @param {BankSession} session
 * @returns {Promise<Array<{ id: string, label: string }>>}
 */
const listPeriods = (session) => call(`/accounts/${session.accountId}/statements`, { token: session.accessToken });

/**
 * @param {BankSession} session
 * @param {string} periodId
 * @param {'pdf'|'csv'} format
 * @returns {Promise<{ url: string, expiresAt: number }>}
 */
const exportStatement = (session, periodId, format) =>
  call(`/accounts/${session.accountId}/statements/${encodeURIComponent(periodId)}/export`, {
    method: 'POST',
    token: session.accessToken,
    body: { format },
  });

/** @param {string} iban */
const lookupPayee = (iban) => call(`/payees/${encodeURIComponent(iban)}`, { token: platformToken() });

/**
 * @param {{ accountId: string, toIban: string, amount: number, currency: string, memo?: string }} order
 * @returns {Promise<{ id: string, status: string }>}
 */
const transfer = (order) => call('/payments', { method: 'POST', token: platformToken(), body: order });

module.exports = { openSession, listPeriods, exportStatement, lookupPayee, transfer };
