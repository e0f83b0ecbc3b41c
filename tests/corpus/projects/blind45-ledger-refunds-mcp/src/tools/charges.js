import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { formatMoney, stripe } from '../stripe.js';
import { packPicker, unpackPicker } from '../state/picker.js';
import { text, toolError } from './shared.js';

async function chargesOf(customerId, limit) {
  const api = await stripe();
  const { data } = await api.charges.list({ customer: customerId, limit });
  if (data.length === 0) return text(`No charges for ${customerId}.`);
  const lines = data.map(
    (c) =>
      `${c.id}  ${new Date(c.created * 1000).toISOString().slice(0, 10)}  ${formatMoney(c.amount, c.currency)}` +
      `${c.amount_refunded ? ` (refunded ${formatMoney(c.amount_refunded, c.currency)})` : ''}  ${c.description ?? ''}`,
  );
  return text(lines.join('\n'));
}

export function registerFindCharges(server) {
  server.registerTool(
    'find_charges',
    {
      description: 'List recent charges of the customer with the given e-mail address.',
      inputSchema: z.object({
        email: z.string().email(),
        limit: z.number().int().min(1).max(50).default(10),
      }),
      annotations: { readOnlyHint: true },
    },
    async ({ email, limit }, ctx) => {
      const raw = ctx.mcpReq.requestState();

      if (raw) {
        const picker = unpackPicker(raw); // expect: require-sealed-state
        const choice = acceptedContent(ctx.mcpReq.inputResponses, 'customer');
        if (!choice || !picker.customerIds.includes(choice.customerId)) {
          return toolError('Pick one of the customers that were listed.');
        }
        return chargesOf(choice.customerId, picker.limit);
      }

      const api = await stripe();
      const { data: customers } = await api.customers.list({ email, limit: 10 });
      if (customers.length === 0) return text(`No Stripe customer uses ${email}.`);
      if (customers.length === 1) return chargesOf(customers[0].id, limit);

      return inputRequired({
        inputRequests: {
          customer: inputRequired.elicit({
            message: `${customers.length} customers use ${email}. Which one do you mean?`,
            requestedSchema: {
              type: 'object',
              properties: {
                customerId: {
                  type: 'string',
                  title: 'Customer',
                  oneOf: customers.map((c) => ({
                    const: c.id,
                    title: `${c.name ?? 'unnamed'} · ${c.id} · since ${new Date(c.created * 1000).getFullYear()}`,
                  })),
                },
              },
              required: ['customerId'],
            },
          }),
        },
        requestState: packPicker({ email, limit, customerIds: customers.map((c) => c.id) }), // expect: require-sealed-state
      });
    },
  );
}
