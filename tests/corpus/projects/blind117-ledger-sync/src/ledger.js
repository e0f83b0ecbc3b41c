// Fetch client for the internal ledger API.
const API = process.env.LEDGER_API_URL ?? 'http://ledger.internal';

async function call(method, path, body) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`ledger ${method} ${path}: ${res.status}`);
  return res.json();
}

export const ledger = {
  accountsOf: (userId) => call('GET', `/users/${userId}/accounts`),
  importLines: (accountId, lines, by) => call('POST', `/accounts/${accountId}/import`, { lines, by }),
  transaction: (id) => call('GET', `/transactions/${id}`),
  voidTransaction: (id, reason, by) => call('POST', `/transactions/${id}/void`, { reason, by }),
};
