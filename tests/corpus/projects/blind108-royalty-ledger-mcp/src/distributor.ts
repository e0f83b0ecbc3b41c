// Client for the distributor's payout API, called on the rights holder's behalf via token exchange.
// @ts-nocheck
import { request } from 'undici';
import { env } from './env.js';

export async function exchangeForDistributorToken(subjectToken) {
  const { statusCode, body } = await request(env.distributor.tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${env.distributor.clientId}:${env.distributor.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      scope: 'payouts:write',
    }).toString(),
  });
  const data = await body.json();
  if (statusCode !== 200) throw new Error(`token exchange failed: ${data.error ?? statusCode}`);
  return data.access_token;
}

export async function createPayout(accessToken, { amountCents, currency, destination, idempotencyKey }) {
  const { statusCode, body } = await request(`${env.distributor.baseUrl}/v2/payouts`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify({ amount: amountCents, currency, destination_type: destination }),
  });
  const data = await body.json();
  if (statusCode >= 300) throw new Error(`payout rejected: ${data.message ?? statusCode}`);
  return { ref: data.id, status: data.status };
}
