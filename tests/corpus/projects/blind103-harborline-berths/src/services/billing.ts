// Client for the Harborline billing service: token exchange and card-on-file charges.
// @ts-nocheck
import { config } from '../config.js';

export async function exchangeForBillingToken(subjectToken: string) {
  const res = await fetch(`${config.identityUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: config.billingAudience,
      scope: 'charges:create',
      client_id: config.identityClientId,
      client_secret: config.identityClientSecret ?? '',
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
  const body = await res.json();
  return body.access_token as string;
}

export async function listCards(billingToken: string) {
  const res = await fetch(`${config.billingUrl}/me/cards`, {
    headers: { authorization: `Bearer ${billingToken}` },
  });
  if (!res.ok) throw new Error(`could not list cards: ${res.status}`);
  const { cards } = await res.json();
  return cards.map(c => ({ id: c.id, label: `${c.brand} •••• ${c.last4}` }));
}

export async function charge({ billingToken, cardId, amountCents, bookingId }) {
  const res = await fetch(`${config.billingUrl}/charges`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${billingToken}`,
      'content-type': 'application/json',
      'idempotency-key': `berth-hold-${bookingId}`,
    },
    body: JSON.stringify({
      card_id: cardId,
      amount: amountCents,
      currency: config.currency,
      description: `Berth booking ${bookingId}`,
    }),
  });
  if (!res.ok) throw new Error(`charge declined: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function refund({ paymentRef, amountCents }) {
  const res = await fetch(`${config.billingUrl}/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.identityClientId}:${config.identityClientSecret ?? ''}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ payment_ref: paymentRef, amount: amountCents }),
  });
  if (!res.ok) throw new Error(`refund failed: ${res.status}`);
  return res.json();
}
