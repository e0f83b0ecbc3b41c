/**
 * Creates the customers and invoices of seed/invoices.json in Stripe TEST mode and pays the first one,
 * so issue_refund and void_invoice have something to act on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { config as loadDotenv } from 'dotenv';

interface SeedInvoice {
  customer: { name: string; email: string };
  currency: string;
  lines: { description: string; amount: number }[];
}

async function main() {
  const { parsed = {} } = loadDotenv({ path: '.env.local' });
  const key = parsed.STRIPE_SEED_SECRET_KEY;
  if (!key?.startsWith('sk_test_')) throw new Error('STRIPE_SEED_SECRET_KEY (sk_test_…) must be set in .env.local');
  const stripe = new Stripe(key);

  const seed = JSON.parse(readFileSync(join(__dirname, '..', 'seed', 'invoices.json'), 'utf8')) as SeedInvoice[];
  for (const [i, item] of seed.entries()) {
    const customer = await stripe.customers.create(item.customer);
    const invoice = await stripe.invoices.create({ customer: customer.id, currency: item.currency, collection_method: 'send_invoice', days_until_due: 14 });
    for (const line of item.lines) {
      await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, currency: item.currency, amount: line.amount, description: line.description });
    }
    const finalized = await stripe.invoices.finalizeInvoice(invoice.id!);
    if (i === 0) await stripe.invoices.pay(finalized.id!, { payment_method: 'pm_card_visa' });
    console.log(`${finalized.number}: ${finalized.id} (${i === 0 ? 'paid' : 'open'})`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
