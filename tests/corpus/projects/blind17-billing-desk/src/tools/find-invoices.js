import Stripe from 'stripe';
import { error, text } from '../lib/util.js';

export const FIND_INVOICES_TOOL = 'find_invoices';

export const findInvoicesDefinition = {
  name: FIND_INVOICES_TOOL,
  description: "Search the merchant's invoices by customer email.",
  inputSchema: {
    type: 'object',
    properties: { customerEmail: { type: 'string', format: 'email' } },
    required: ['customerEmail'],
  },
  annotations: { readOnlyHint: true },
};

const summarize = (inv) =>
  `${inv.number ?? inv.id} · ${inv.status} · ${(inv.amount_due / 100).toFixed(2)} ${inv.currency.toUpperCase()}`;

export function createFindInvoicesHandler({ pending, connect }) {
  return async function findInvoices(args, { userId, requestState, inputResponses }) {
    if (requestState) {
      // The state is only a random handle; the results live on our side.
      const entry = pending.take(requestState);
      if (!entry || entry.userId !== userId || entry.tool !== FIND_INVOICES_TOOL) {
        return error('That search has expired; please search again.');
      }
      if (entry.customerEmail !== args.customerEmail) return error('Search does not match these arguments.');

      const pick = inputResponses?.status;
      if (pick?.action !== 'accept') return text('Search cancelled.');
      const wanted = pick.content?.status;
      const rows = entry.invoices.filter((inv) => wanted === 'any' || inv.status === wanted);
      return text(rows.length ? rows.map(summarize).join('\n') : 'No invoices with that status.');
    }

    const stripe = new Stripe(await connect.accessTokenFor(userId));
    const customers = await stripe.customers.list({ email: args.customerEmail, limit: 5 });
    if (customers.data.length === 0) return text(`No customer with email ${args.customerEmail}.`);

    const invoices = [];
    for (const customer of customers.data) {
      const page = await stripe.invoices.list({ customer: customer.id, limit: 50 });
      invoices.push(...page.data.map(({ id, number, status, amount_due, currency }) => ({ id, number, status, amount_due, currency })));
    }
    if (invoices.length <= 5) return text(invoices.map(summarize).join('\n') || 'No invoices.');

    const handle = pending.put({
      userId,
      tool: FIND_INVOICES_TOOL,
      customerEmail: args.customerEmail,
      invoices,
    });

    return {
      resultType: 'input_required',
      inputRequests: {
        status: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Found ${invoices.length} invoices. Which ones should I show?`,
            requestedSchema: {
              type: 'object',
              properties: { status: { type: 'string', enum: ['any', 'open', 'paid', 'void', 'uncollectible'] } },
              required: ['status'],
            },
          },
        },
      },
      requestState: handle,
    };
  };
}
