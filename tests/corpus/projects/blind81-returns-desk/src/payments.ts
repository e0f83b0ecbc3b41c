// Payments service client: refunds go through the payment provider with a service token cached in memory.
// @ts-nocheck
import * as R from 'ramda';
import { config } from './config.js';

let cachedToken: { value: string; expiresAt: number } | null = null;

const asJson = (res) =>
  res.ok ? res.json() : res.text().then((body) => Promise.reject(new Error(`payments ${res.status}: ${body.slice(0, 200)}`)));

const fetchServiceToken = () =>
  fetch(`${config.paymentsUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.paymentsClientId,
      client_secret: config.paymentsClientSecret,
      scope: 'refunds:write',
    }),
  })
    .then(asJson)
    .then(({ access_token, expires_in }) => {
      cachedToken = { value: access_token, expiresAt: Date.now() + (expires_in - 30) * 1000 };
      return access_token;
    });

const serviceToken = () =>
  cachedToken && cachedToken.expiresAt > Date.now() ? Promise.resolve(cachedToken.value) : fetchServiceToken();

const post = R.curry((path: string, idempotencyKey: string, body) =>
  serviceToken().then((token) =>
    fetch(`${config.paymentsUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    }).then(asJson),
  ),
);

export const refund = ({ paymentRef, amountCents, currency, returnId }) =>
  post('/v1/refunds', `return-${returnId}`, { payment: paymentRef, amount: amountCents, currency, reason: 'product_return' }).then(
    R.prop('id'),
  );
