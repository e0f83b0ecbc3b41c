// Invoice drafting: prices the lines, asks the tax service for tax, then lets the user pick payment terms.
import { z } from 'zod';
import { packState, unpackState } from '../../../../libs/codec/src/index.js';
import { accepted, elicit, failure, needsInput, success } from '../../../../libs/mcp/src/index.js';

const DRAFT = 'draft_invoice';

const input = z.object({
  customerId: z.string().uuid(),
  currency: z.enum(['EUR', 'USD', 'GBP']),
  lines: z
    .array(
      z.object({
        sku: z.string().min(1),
        description: z.string().min(1).max(200),
        quantity: z.number().int().positive(),
        unitPriceCents: z.number().int().nonnegative(),
      }),
    )
    .min(1)
    .max(100),
});

const money = (cents, currency) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

export function invoiceTools({ repo, config }) {
  async function quoteTax(customer, currency, lines) {
    const res = await fetch(`${config.taxServiceUrl}/v2/quotes`, {
      method: 'POST',
      headers: { 'x-api-key': config.taxApiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        country: customer.country,
        vatNumber: customer.vat_number,
        exempt: customer.tax_exempt,
        currency,
        lines: lines.map((l) => ({ sku: l.sku, amount: l.quantity * l.unitPriceCents })),
      }),
      signal: AbortSignal.timeout(8_000),
    });
    if (!res.ok) throw new Error(`tax service answered ${res.status}`);
    return res.json();
  }

  return [
    {
      name: DRAFT,
      description: 'Create a draft invoice for a customer. Tax is computed by the tax service.',
      input,
      annotations: { readOnlyHint: false },
      async run(args, call) {
        if (!call.state) {
          const customer = await repo.customer(call.orgId, args.customerId);
          if (!customer) return failure('No such customer in your organisation.');
          const subtotalCents = args.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
          const tax = await quoteTax(customer, args.currency, args.lines);
          const requestState = packState({ customerId: customer.id, subtotalCents, taxCents: tax.totalCents, taxQuoteId: tax.id });
          return needsInput(
            {
              terms: elicit(
                `Invoice for ${customer.name}: ${money(subtotalCents + tax.totalCents, args.currency)} including ${money(tax.totalCents, args.currency)} tax. Choose payment terms.`,
                {
                  type: 'object',
                  properties: { netDays: { type: 'integer', enum: [7, 14, 30, 60], title: 'Net days' } },
                  required: ['netDays'],
                },
              ),
            },
            requestState, // expect: require-sealed-state
          );
        }

        const draft = unpackState(call.state); // expect: require-sealed-state
        const terms = accepted(call.responses, 'terms');
        if (!terms) return success({ created: false });
        const invoice = await repo.insertInvoice({
          orgId: call.orgId,
          customerId: draft.customerId,
          currency: args.currency,
          lines: args.lines,
          subtotalCents: draft.subtotalCents,
          taxCents: draft.taxCents,
          taxQuoteId: draft.taxQuoteId,
          netDays: terms.netDays,
          createdBy: call.userId,
        });
        return success({ invoiceId: invoice.id, number: invoice.number, totalCents: invoice.total_cents });
      },
    },
  ];
}
