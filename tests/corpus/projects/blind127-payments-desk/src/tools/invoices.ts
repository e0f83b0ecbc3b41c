// find_invoices handler that picks a customer, then lists their invoices.
// @ts-nocheck
import { signState } from '../jwt';
import { fail, ok, type Handler, type InputRequired } from '../middleware';
import { merchantKeyFor, searchCustomers, searchInvoices } from '../gateway';

export interface FindInvoicesArgs {
  customer: string;
}

export const findInvoices: Handler<FindInvoicesArgs> = async ({ args, userId, state, inputResponses }) => {
  const key = await merchantKeyFor(userId);

  let email: string | undefined;
  if (state) {
    const choice = inputResponses.customer;
    const candidates = (state.candidates as string[]) ?? [];
    if (choice?.action !== 'accept' || !candidates.includes(String(choice.content?.email))) return fail('No customer picked.');
    email = String(choice.content!.email);
  } else {
    const { data } = await searchCustomers(key, args.customer);
    if (data.length === 0) return ok(`No customer matches "${args.customer}".`);
    if (data.length > 1) {
      const ask: InputRequired = {
        resultType: 'input_required',
        inputRequests: {
          customer: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Several customers match "${args.customer}". Which one?`,
              requestedSchema: {
                type: 'object',
                properties: { email: { type: 'string', enum: data.map((c) => c.email) } },
                required: ['email'],
              },
            },
          },
        },
        requestState: signState({ sub: userId, tool: 'find_invoices', candidates: data.map((c) => c.email) }, 5 * 60),
      };
      return ask;
    }
    email = data[0].email;
  }

  const invoices = await searchInvoices(key, email);
  if (invoices.data.length === 0) return ok(`No invoices for ${email}.`);
  return ok(invoices.data.map((i) => `${i.number}  ${(i.totalCents / 100).toFixed(2)}  ${i.status}`).join('\n'));
};
