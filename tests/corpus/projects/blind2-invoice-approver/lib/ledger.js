// Client for the ERP ledger service. Runs with the accountant's own session
// cookie, which the desktop app writes to a file only this process can read.
import { readFile } from 'node:fs/promises';

const ERP = process.env.ERP_URL ?? 'http://127.0.0.1:7070';
let session;

async function cookie() {
  session ??= (await readFile(process.env.ERP_SESSION_FILE, 'utf8')).trim();
  return session;
}

async function erp(path, { method = 'GET', body } = {}) {
  const res = await fetch(`${ERP}${path}`, {
    method,
    headers: { cookie: `erp_session=${await cookie()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401) {
    session = undefined;
    throw new Error('ERP session expired; sign in again in the desktop app');
  }
  if (!res.ok) throw new Error(`ERP ${method} ${path}: ${res.status}`);
  return res.status === 204 ? undefined : res.json();
}

export const ledger = {
  invoice: (id) => erp(`/invoices/${encodeURIComponent(id)}`),
  costCentres: (user) => erp(`/users/${encodeURIComponent(user)}/cost-centres`).then((list) => list.map((c) => c.code)),
  approve: (id, { costCentre, approver }) =>
    erp(`/invoices/${encodeURIComponent(id)}/approve`, { method: 'POST', body: { costCentre, approver } }),
  void: (id, { reason, actor }) =>
    erp(`/invoices/${encodeURIComponent(id)}/void`, { method: 'POST', body: { reason, actor } }),
};
