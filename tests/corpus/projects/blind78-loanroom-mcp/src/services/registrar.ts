// Client for the registrar's collections-management API: valuations, loan agreements and condition reports.
// @ts-nocheck
import { config } from '../config.js';

async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(`${config.registrar.baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${config.registrar.token}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`registrar ${init.method ?? 'GET'} ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export const registrar = {
  valuation: (accessionNo: string) => call(`/objects/${encodeURIComponent(accessionNo)}/valuation`),
  draftAgreement: (body) => call('/loans/agreements', { method: 'POST', body: JSON.stringify(body) }),
  cancelAgreement: (agreementRef: string, reason: string) =>
    call(`/loans/agreements/${encodeURIComponent(agreementRef)}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    }),
  openReportSession: (agreementRef: string) =>
    call('/condition-reports/sessions', { method: 'POST', body: JSON.stringify({ agreementRef }) }),
  submitReport: (sessionId: string, uploadToken: string, report) =>
    call(`/condition-reports/sessions/${encodeURIComponent(sessionId)}/submit`, {
      method: 'POST',
      headers: { 'x-upload-token': uploadToken },
      body: JSON.stringify(report),
    }),
};
