// HTTP client for the ledger API with API key and timeout.
'use strict';

class LedgerClient {
  constructor({ url, apiKey, timeoutMs }) {
    this.url = url.replace(/\/$/, '');
    this.apiKey = apiKey;
    this.timeoutMs = timeoutMs;
  }

  async _req(method, path, body) {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: { 'x-api-key': this.apiKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`ledger ${method} ${path}: ${res.status}`);
    return res.json();
  }

  account(accountId) {
    return this._req('GET', `/accounts/${encodeURIComponent(accountId)}`);
  }

  accountsOwnedBy(userId) {
    return this._req('GET', `/users/${encodeURIComponent(userId)}/accounts`);
  }

  statement(accountId, from, to) {
    const q = new URLSearchParams({ from, to });
    return this._req('GET', `/accounts/${encodeURIComponent(accountId)}/statement?${q}`);
  }

  transfer({ from, to, amountCents, memo, requestedBy }) {
    return this._req('POST', '/transfers', { from, to, amountCents, memo, requestedBy });
  }

  async introspect(token) {
    return this._req('POST', '/oauth/introspect', { token });
  }
}

module.exports = { LedgerClient };
