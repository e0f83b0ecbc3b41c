import Stripe from 'stripe';
import { env } from './env.js';

const stripe = new Stripe(env.STRIPE_API_KEY, { maxNetworkRetries: 2, appInfo: { name: 'billing-assistant' } });

export interface InvoiceSummary {
  id: string;
  number: string | null;
  customer: string;
  customerEmail: string | null;
  currency: string;
  amountPaid: number;
  amountRefundable: number;
  charge: string | null;
  status: string | null;
}

async function refundedSoFar(chargeId: string | null): Promise<number> {
  if (!chargeId) return 0;
  const charge = await stripe.charges.retrieve(chargeId);
  return charge.amount_refunded;
}

export async function getInvoice(invoiceId: string): Promise<InvoiceSummary> {
  const inv = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const charge = inv.payments?.data[0]?.payment.charge;
  const chargeId = typeof charge === 'string' ? charge : (charge?.id ?? null);
  const refunded = await refundedSoFar(chargeId);
  return {
    id: inv.id!,
    number: inv.number,
    customer: typeof inv.customer === 'string' ? inv.customer : inv.customer!.id,
    customerEmail: inv.customer_email,
    currency: inv.currency,
    amountPaid: inv.amount_paid,
    amountRefundable: Math.max(0, inv.amount_paid - refunded),
    charge: chargeId,
    status: inv.status,
  };
}

export async function listInvoices(customer: string, startingAfter?: string) {
  const page = await stripe.invoices.list({ customer, limit: 20, starting_after: startingAfter });
  return {
    invoices: page.data.map((i) => ({
      id: i.id!,
      number: i.number,
      total: i.total,
      currency: i.currency,
      status: i.status,
      created: new Date(i.created * 1000).toISOString(),
    })),
    hasMore: page.has_more,
  };
}

export async function refund(opts: {
  chargeId: string;
  amountCents: number;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer';
  idempotencyKey: string;
  requestedBy: string;
}) {
  return stripe.refunds.create(
    {
      charge: opts.chargeId,
      amount: opts.amountCents,
      reason: opts.reason,
      metadata: { requested_by: opts.requestedBy, via: 'mcp' },
    },
    { idempotencyKey: opts.idempotencyKey },
  );
}

export async function getCustomer(customerId: string) {
  const c = await stripe.customers.retrieve(customerId);
  if (c.deleted) throw new Error(`customer ${customerId} was deleted`);
  return { id: c.id, email: c.email, name: c.name };
}

export async function setBillingEmail(customerId: string, email: string) {
  await stripe.customers.update(customerId, { email });
}

export const fmtMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
