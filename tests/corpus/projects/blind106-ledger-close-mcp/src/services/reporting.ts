// Client for the reporting service, reached with a token-exchanged access token scoped to reporting.
// @ts-nocheck
import { config } from '../config.js';

export async function exchangeForReportingToken(subjectToken: string) {
  const { tokenExchangeUrl, clientId, clientSecret } = config.identity;
  const res = await fetch(tokenExchangeUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: 'Basic ' + Buffer.from(`${clientId}:${clientSecret}`).toString('base64'),
    },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: 'reporting',
      scope: 'reports:export',
    }).toString(),
  });
  if (!res.ok) throw new Error(`token exchange failed with ${res.status}`);
  return res.json();
}

async function call(accessToken: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${config.reportingUrl}${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`reporting ${path} answered ${res.status}`);
  return res.json();
}

export async function listReportableEntities(accessToken: string, period: string) {
  const data = await call(accessToken, `/v2/entities?closedPeriod=${encodeURIComponent(period)}`);
  return data.items.map((e) => ({ id: e.id, name: e.displayName }));
}

export async function startTrialBalanceExport(accessToken: string, req: { entityId: string; period: string; format: string }) {
  return call(accessToken, '/v2/exports/trial-balance', { method: 'POST', body: JSON.stringify(req) });
}
