// issue_refund tool: refunds a returned order through the payments service after the operator confirms.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { answerFrom, needInput, stateFrom } from '../state/binding.js';

const TOOL = 'issue_refund';

function money(cents, currency) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

async function refundPayment(payments, rma, amountCents, idempotencyKey) {
  const res = await fetch(`${payments.baseUrl}/refunds`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${payments.serviceToken}`,
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify({ paymentRef: rma.payment_ref, amountCents, currency: rma.currency, reason: `RMA ${rma.id}` }),
  });
  if (!res.ok) throw new Error(`payments service answered ${res.status}`);
  return (await res.json()).refundId;
}

export function registerIssueRefund(server, { db, binder, config }) {
  server.registerTool(
    TOOL,
    {
      description: 'Refund part or all of a returned order. Asks the operator to confirm the amount.',
      inputSchema: { rmaId: z.string(), amountCents: z.number().int().positive() },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const user = extra.authInfo.extra;
      if (!user.canRefund) return { isError: true, content: [{ type: 'text', text: 'You are not allowed to issue refunds.' }] };
      const rma = await db.rma(user.warehouseId, args.rmaId);
      if (!rma) return { isError: true, content: [{ type: 'text', text: 'Unknown RMA.' }] };
      const remaining = rma.refundable_cents - rma.refunded_cents;
      if (args.amountCents > remaining) {
        return { isError: true, content: [{ type: 'text', text: `At most ${money(remaining, rma.currency)} can still be refunded.` }] };
      }

      const binding = { userId: user.userId, tool: TOOL, args };
      const token = stateFrom(extra);
      const confirmed = token ? binder.accept(token, binding) : null;

      if (!confirmed) {
        const requestState = binder.issue({ ...binding, data: { nonce: randomUUID() } });
        const question = {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Refund ${money(args.amountCents, rma.currency)} to ${rma.customer_name} for RMA ${rma.id}?`,
            requestedSchema: { type: 'object', properties: { refund: { type: 'boolean', title: 'Issue refund' } }, required: ['refund'] },
          },
        };
        return needInput({ confirm: question }, requestState, 'Waiting for refund confirmation.');
      }

      const answer = answerFrom(extra, 'confirm');
      if (!answer || answer.refund !== true) return { content: [{ type: 'text', text: 'No refund issued.' }] };

      const refundId = await refundPayment(config.payments, rma, args.amountCents, confirmed.nonce);
      await db.recordRefund(rma.id, user.userId, args.amountCents, refundId);
      return { content: [{ type: 'text', text: `Refunded ${money(args.amountCents, rma.currency)} (refund ${refundId}).` }] };
    },
  );
}
