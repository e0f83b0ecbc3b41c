import Stripe from 'stripe';
import { env } from './env.js';
import { secretBytes } from './secrets/aws.js';

let client;

/** Stripe client with the restricted key (charges:read, refunds:write) kept in Secrets Manager. */
export async function stripe() {
  if (!client) {
    const { restricted_key: restrictedKey } = JSON.parse((await secretBytes(env.STRIPE_SECRET_ID)).toString('utf8'));
    client = new Stripe(restrictedKey, { apiVersion: '2024-11-20.acacia', maxNetworkRetries: 2, timeout: 15_000 });
  }
  return client;
}

export function formatMoney(amount, currency) {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
