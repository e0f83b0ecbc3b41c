import Stripe from 'stripe';

export interface InvoiceSummary {
  id: string;
  number: string | null;
  status: Stripe.Invoice.Status | null;
  currency: string;
  amountPaid: number;
  amountRefunded: number;
  customerName: string;
  paymentIntentId: string | null;
}

export interface Billing {
  invoice(id: string): Promise<InvoiceSummary>;
  refund(input: { invoiceId: string; amountCents: number; reason: Stripe.RefundCreateParams.Reason; approver: string; idempotencyKey: string }): Promise<{ refundId: string }>;
  voidInvoice(id: string, input: { approver: string; idempotencyKey: string }): Promise<void>;
}

export function createBilling(stripeKey: string): Billing {
  const stripe = new Stripe(stripeKey, { maxNetworkRetries: 2, appInfo: { name: 'billing-approvals-mcp', version: '3.0.1' } });

  async function invoice(id: string): Promise<InvoiceSummary> {
    const inv = await stripe.invoices.retrieve(id, { expand: ['customer', 'payments'] });
    const customer = typeof inv.customer === 'object' && inv.customer && !('deleted' in inv.customer) ? inv.customer : null;
    const payment = inv.payments?.data.find((p) => p.status === 'paid');
    const paymentIntent = payment?.payment.payment_intent;
    const paymentIntentId = typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null);
    const refunds = paymentIntentId ? await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }) : { data: [] };
    return {
      id: inv.id!,
      number: inv.number,
      status: inv.status,
      currency: inv.currency,
      amountPaid: inv.amount_paid,
      amountRefunded: refunds.data.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0),
      customerName: customer?.name ?? customer?.email ?? 'unknown customer',
      paymentIntentId,
    };
  }

  return {
    invoice,
    async refund({ invoiceId, amountCents, reason, approver, idempotencyKey }) {
      const inv = await invoice(invoiceId);
      if (!inv.paymentIntentId) throw new Error(`${inv.number ?? invoiceId} has no payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: inv.paymentIntentId, amount: amountCents, reason, metadata: { approver, invoice: invoiceId } },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },
    async voidInvoice(id, { approver, idempotencyKey }) {
      await stripe.invoices.update(id, { metadata: { voided_by: approver } });
      await stripe.invoices.voidInvoice(id, {}, { idempotencyKey });
    },
  };
}

export const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
