// Client for the FundersGrid portal API (report templates and report submission), with retries on 5xx.
// @ts-nocheck
import { fetch } from 'undici';
import { ResultAsync, errAsync } from 'neverthrow';
import { settings } from '../config/load.js';

export type PortalError = { status: number; message: string };

function attemptOnce(path: string, apiKey: string, init: RequestInit = {}): Promise<any> {
  return fetch(`${settings.funderPortalUrl}${path}`, {
    ...init,
    headers: { 'x-fundersgrid-key': apiKey, accept: 'application/json', 'content-type': 'application/json', ...(init.headers ?? {}) },
    signal: AbortSignal.timeout(10_000),
  }).then(async (res) => {
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw Object.assign(new Error(body.message ?? res.statusText), { status: res.status });
    return body;
  });
}

function call(path: string, apiKey: string, init?: RequestInit, retries = 2): ResultAsync<any, PortalError> {
  return ResultAsync.fromPromise(attemptOnce(path, apiKey, init), (e: any) => ({ status: e.status ?? 0, message: e.message })).orElse(
    (failure) => (retries > 0 && (failure.status === 0 || failure.status >= 500) ? call(path, apiKey, init, retries - 1) : errAsync(failure)),
  );
}

export function reportTemplate(apiKey: string, portalOrgRef: string, grantRef: string, period: string) {
  return call(`/orgs/${portalOrgRef}/grants/${grantRef}/report-template?period=${encodeURIComponent(period)}`, apiKey);
}

export function submitReport(apiKey: string, portalOrgRef: string, grantRef: string, body: Record<string, unknown>) {
  return call(`/orgs/${portalOrgRef}/grants/${grantRef}/reports`, apiKey, { method: 'POST', body: JSON.stringify(body) }, 0);
}
