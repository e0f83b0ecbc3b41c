// HTTP client for the upstream billing processor, including the token exchange it requires.
// @ts-nocheck
import { config } from './config.js';
import { curry } from './fp.js';

const asJson = (res) =>
  res.ok
    ? res.json()
    : res.text().then((body) => Promise.reject(new Error(`billing responded ${res.status}: ${body.slice(0, 200)}`)));

export const exchangeForBilling = (subjectToken: string) =>
  fetch(config.tokenExchangeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: 'billing-api',
      client_id: config.exchangeClientId,
      client_secret: config.exchangeClientSecret,
    }),
  })
    .then(asJson)
    .then((body) => body.access_token);

const billingCall = curry((token: string, method: string, path: string, body: unknown) =>
  fetch(`${config.billingBaseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(asJson),
);

export const voidUpstream = (token: string) => (externalId: string, reason: string) =>
  billingCall(token, 'POST', `/invoices/${encodeURIComponent(externalId)}/void`, { reason });

export const creditUpstream = (token: string) => (billingRef: string, amountCents: number, memo: string) =>
  billingCall(token, 'POST', `/customers/${encodeURIComponent(billingRef)}/credits`, { amount: amountCents, memo });
