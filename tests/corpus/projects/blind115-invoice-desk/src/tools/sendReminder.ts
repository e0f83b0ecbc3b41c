// Defines send_payment_reminder, which asks for an optional note before emailing a reminder.
// @ts-nocheck
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { pipe, chain, fold } from '../fp/index.js';
import { sealState, unsealState, bindTo, matches, type Claims } from '../state/index.js';
import { getInvoice, sendReminder } from './billing.js';
import { withUser, text, toolError, type User, type Ctx } from './support.js';

export const name = 'send_payment_reminder';

export const config = {
  description: 'Email a payment reminder for an open invoice, with an optional personal note.',
  inputSchema: z.object({ invoiceId: z.string().min(1) }),
};

type Args = { invoiceId: string };

const askForNote = (user: User, invoiceId: string) => async () => {
  const inv = await getInvoice(user.token)(invoiceId);
  if (inv.status !== 'open') return toolError(`Invoice ${inv.id} is ${inv.status}.`);
  return inputRequired({
    inputRequests: {
      note: inputRequired.elicit({
        message: `Remind ${inv.customerEmail} about ${inv.amountDue} ${inv.currency}? Add a note if you like.`,
        requestedSchema: {
          type: 'object',
          properties: { note: { type: 'string', maxLength: 500 } },
        },
      }),
    },
    requestState: sealState(bindTo(user.id, name, { invoiceId }), {
      invoiceId: inv.id,
      customerEmail: inv.customerEmail,
      // keep the caller's billing credential so the retry doesn't need another lookup
      billingToken: user.token, // expect: no-secrets-in-state
    }),
  });
};

const finish = (ctx: Ctx) => async (claims: Claims) => {
  const { invoiceId, billingToken } = claims.data as { invoiceId: string; billingToken: string };
  const note = acceptedContent<{ note?: string }>(ctx.mcpReq.inputResponses, 'note')?.note ?? '';
  await sendReminder(billingToken)(invoiceId, note);
  return text(`Reminder queued for ${invoiceId}.`);
};

export const handler = withUser<Args>(async (user, { invoiceId }, ctx) => {
  const raw = ctx.mcpReq.requestState<string>();
  if (!raw) return askForNote(user, invoiceId)();

  return pipe(
    unsealState(raw),
    chain(matches(bindTo(user.id, name, { invoiceId }))),
    fold(
      (e: string) => Promise.resolve(toolError(`Cannot resume reminder (${e}); please start again.`)),
      finish(ctx),
    ),
  );
});
