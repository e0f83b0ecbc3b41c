// Client for the court's e-filing REST API, called with the attorney's own filer credential.
// @ts-nocheck
import { settings } from '../settings.js';

async function efile(path: string, accessToken: string, init: RequestInit = {}) {
  const res = await fetch(`${settings.efilingBaseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    signal: AbortSignal.timeout(20_000),
  });
  if (!res.ok) throw new Error(`e-filing API ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

export const efiling = {
  feeQuote: (accessToken: string, docketNo: string, motionType: string) =>
    efile(`/dockets/${encodeURIComponent(docketNo)}/fees?type=${encodeURIComponent(motionType)}`, accessToken),
  submitMotion: (accessToken: string, docketNo: string, body: Record<string, unknown>) =>
    efile(`/dockets/${encodeURIComponent(docketNo)}/filings`, accessToken, { method: 'POST', body: JSON.stringify(body) }),
  withdraw: (accessToken: string, courtRef: string, reason: string) =>
    efile(`/filings/${encodeURIComponent(courtRef)}/withdrawal`, accessToken, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    }),
};
