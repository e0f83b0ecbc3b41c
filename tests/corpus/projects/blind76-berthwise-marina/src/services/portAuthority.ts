// Client for the harbour authority's dues API: token exchange, outstanding dues, payments (with retries).
// @ts-nocheck
import { request } from 'undici';
import { setTimeout as sleep } from 'node:timers/promises';
import { config } from '../config.js';
import { ok, err, type Result } from '../result.js';

export type PortError = { status: number; message: string; retryable: boolean };

const clientBasic = Buffer.from(`${config.portAuthorityClientId}:${config.portAuthorityClientSecret}`).toString('base64');

async function call(method: string, path: string, token: string, body?: unknown, extraHeaders = {}): Promise<Result<any, PortError>> {
  const res = await request(`${config.portAuthorityUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json', ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
    headersTimeout: 8_000,
  }).catch((e) => ({ statusCode: 0, body: null, networkError: e }));

  if (res.statusCode === 0) return err({ status: 0, message: res.networkError.message, retryable: true });
  const text = await res.body.text();
  if (res.statusCode >= 200 && res.statusCode < 300) return ok(text ? JSON.parse(text) : null);
  return err({ status: res.statusCode, message: text.slice(0, 200), retryable: res.statusCode >= 500 || res.statusCode === 429 });
}

async function withRetries<T>(fn: () => Promise<Result<T, PortError>>, attempts = 3): Promise<Result<T, PortError>> {
  let last: Result<T, PortError> = err({ status: 0, message: 'not attempted', retryable: true });
  for (let i = 0; i < attempts; i += 1) {
    last = await fn();
    if (last.ok || !last.error.retryable) return last;
    await sleep(250 * 2 ** i);
  }
  return last;
}

export async function exchangeForPortToken(userAccessToken: string): Promise<Result<{ accessToken: string; expiresIn: number }, PortError>> {
  const res = await request(config.portAuthorityTokenUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${clientBasic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: userAccessToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      scope: 'dues:read dues:pay',
    }).toString(),
  });
  const body = await res.body.json().catch(() => ({}));
  if (res.statusCode !== 200 || !body.access_token) {
    return err({ status: res.statusCode, message: body.error_description ?? 'token exchange refused', retryable: false });
  }
  return ok({ accessToken: body.access_token, expiresIn: body.expires_in });
}

export function outstandingDues(portToken: string, registrationNo: string) {
  return withRetries(() => call('GET', `/vessels/${encodeURIComponent(registrationNo)}/dues?status=open`, portToken));
}

export function payDues(portToken: string, invoiceRef: string, amountCents: number, idempotencyKey: string) {
  return withRetries(() =>
    call('POST', `/dues/${encodeURIComponent(invoiceRef)}/payments`, portToken, { amountCents, currency: 'EUR' }, { 'idempotency-key': idempotencyKey }),
  );
}
