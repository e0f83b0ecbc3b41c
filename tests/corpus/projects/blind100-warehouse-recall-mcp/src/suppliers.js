// Supplier gateway client plus per-supplier portal credentials fetched from Vault.
'use strict';

const { config } = require('./config');

class SupplierGatewayError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.name = 'SupplierGatewayError';
    this.status = status;
  }
}

/**
 * @param {string} supplierId
 * @returns {Promise<{ apiKey: string, accountNumber: string }>}
 */
async function portalCredentials(supplierId) {
  const url = `${config.vault.addr}/v1/${config.vault.mount}/data/suppliers/${encodeURIComponent(supplierId)}`;
  const res = await fetch(url, {
    headers: { 'X-Vault-Token': config.vault.token },
    signal: AbortSignal.timeout(3000),
  });
  if (!res.ok) {
    throw new Error(`vault lookup for supplier ${supplierId} failed: ${res.status}`);
  }
  const { data } = await res.json();
  return { apiKey: data.data.portal_api_key, accountNumber: data.data.account_number };
}

async function gateway(method, path, apiKey, body) {
  const res = await fetch(`${config.supplierGatewayUrl}${path}`, {
    method,
    headers: {
      'x-supplier-key': apiKey,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10000),
  });
  if (!res.ok) {
    throw new SupplierGatewayError(res.status, `${method} ${path} returned ${res.status}`);
  }
  return res.status === 204 ? null : res.json();
}

function previewCredit(credentials, recall) {
  return gateway('POST', '/credit-memos/preview', credentials.apiKey, {
    account: credentials.accountNumber,
    recallReference: recall.id,
  });
}

function submitCredit(apiKey, accountNumber, recallId, amountCents, contactEmail) {
  return gateway('POST', '/credit-memos', apiKey, {
    account: accountNumber,
    recallReference: recallId,
    amountCents,
    replyTo: contactEmail,
  });
}

async function notifyContacts(recall, contacts, message) {
  const credentials = await portalCredentials(recall.supplier_id);
  return gateway('POST', '/notifications', credentials.apiKey, {
    account: credentials.accountNumber,
    recallReference: recall.id,
    recipients: contacts.map((c) => c.email),
    message,
  });
}

module.exports = { SupplierGatewayError, portalCredentials, previewCredit, submitCredit, notifyContacts };
