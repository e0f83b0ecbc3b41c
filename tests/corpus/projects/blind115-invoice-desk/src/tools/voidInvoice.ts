// Defines void_invoice, which asks the user to confirm before voiding an invoice.
// @ts-nocheck
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { pipe, chain, fold } from '../fp/index.js';
import { sealState, unsealState, bindTo, matches } from '../state/index.js';
import { voidInvoice } from './billing.js';
import { withUser, text, toolError } from './support.js';

export const name = 'void_invoice';

export const config = {
  description: 'Void an invoice. Irreversible: the customer is notified and the ledger entry reversed.',
  inputSchema: z.object({ invoiceId: z.string().min(1), reason: z.string().min(3) }),
  annotations: { destructiveHint: true },
};

type Args = { invoiceId: string; reason: string };

const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Void this invoice?' } },
  required: ['confirm'],
} as const;

export const handler = withUser<Args>(async (user, args, ctx) => {
  const binding = bindTo(user.id, name); // expect-todo: require-state-binding
  const raw = ctx.mcpReq.requestState<string>();

  if (!raw) {
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Void invoice ${args.invoiceId}? Reason: "${args.reason}". This cannot be undone.`,
          requestedSchema: confirmSchema,
        }),
      },
      requestState: sealState(binding, { step: 'confirm' }),
    });
  }

  const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');

  return pipe(
    unsealState(raw),
    chain(matches(binding)),
    fold(
      (e: string) => Promise.resolve(toolError(`Confirmation rejected (${e}).`)),
      async () => {
        if (!answer?.confirm) return text('Left the invoice untouched.');
        const inv = await voidInvoice(user.token)(args.invoiceId, args.reason);
        return text(`Invoice ${inv.id} is now ${inv.status}.`);
      },
    ),
  );
});
