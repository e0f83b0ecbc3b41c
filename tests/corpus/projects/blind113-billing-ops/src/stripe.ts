// Configured Stripe client with helpers to describe a charge and format money amounts.
// @ts-nocheck
import Stripe from 'stripe';
import { env } from './env.js';

export const stripe = new Stripe(env.stripeSecretKey, { apiVersion: '2024-06-20' });

export async function describeCharge(chargeId: string) {
  const ch = await stripe.charges.retrieve(chargeId, { expand: ['customer'] });
  const customer = typeof ch.customer === 'object' && ch.customer && !ch.customer.deleted ? ch.customer : null;
  return {
    id: ch.id,
    amount: ch.amount,
    refunded: ch.amount_refunded,
    currency: ch.currency,
    customerName: customer?.name ?? customer?.email ?? 'unknown customer',
  };
}

export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
