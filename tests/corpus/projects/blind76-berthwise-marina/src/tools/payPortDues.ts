// pay_port_dues: look up an open harbour-authority invoice for a vessel and pay it after the boater confirms.
// @ts-nocheck
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { db } from '../db.js';
import { mintState, readState } from '../state.js';
import { exchangeForPortToken, outstandingDues, payDues } from '../services/portAuthority.js';
import { toolError, toolText } from '../result.js';

const TOOL = 'pay_port_dues';

type DuesState = {
  vesselId: string;
  invoiceRef: string;
  amountCents: number;
  idempotencyKey: string;
  portToken: string;
};

export function registerPayPortDues(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Pay an open harbour-authority dues invoice for one of your vessels',
      inputSchema: { vesselId: z.string().uuid(), invoiceRef: z.string().min(4).max(40) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const auth = ctx.http?.authInfo;
      const userId = auth?.extra?.userId;
      if (!userId) return toolError('Sign in to pay dues.');

      const raw = await ctx.mcpReq.requestState();
      if (raw) {
        const verified = await readState<DuesState>(raw, TOOL, ctx);
        if (!verified.ok) return toolError('That payment confirmation expired. Nothing was charged.');
        const state = verified.value;
        if (state.vesselId !== args.vesselId || state.invoiceRef !== args.invoiceRef) {
          return toolError('The confirmation was for a different invoice. Nothing was charged.');
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer?.confirm) return toolText('Payment cancelled.');

        const paid = await payDues(state.portToken, state.invoiceRef, state.amountCents, state.idempotencyKey);
        if (!paid.ok) {
          return toolError(paid.error.retryable
            ? 'The harbour authority is not answering right now. You have not been charged; try again later.'
            : `The harbour authority refused the payment: ${paid.error.message}`);
        }
        await db.recordDuesPayment(userId, state.invoiceRef, state.amountCents, paid.value.receiptId);
        return toolText(`Paid invoice ${state.invoiceRef}. Receipt ${paid.value.receiptId}.`);
      }

      const vessel = await db.getVessel(userId, args.vesselId);
      if (!vessel) return toolError('That vessel is not registered to you.');

      const exchanged = await exchangeForPortToken(auth.token);
      if (!exchanged.ok) return toolError('The harbour authority did not accept your sign-in. Please reconnect your account.');

      const dues = await outstandingDues(exchanged.value.accessToken, vessel.registration_no);
      if (!dues.ok) return toolError('Could not load dues from the harbour authority. Please try again later.');
      const invoice = dues.value.items.find((i) => i.reference === args.invoiceRef);
      if (!invoice) return toolError(`No open invoice ${args.invoiceRef} for ${vessel.name}.`);

      const requestState = await mintState(
        TOOL,
        {
          vesselId: vessel.id,
          invoiceRef: invoice.reference,
          amountCents: invoice.amountCents,
          idempotencyKey: randomUUID(),
          portToken: exchanged.value.accessToken, // expect: no-secrets-in-state
        },
        ctx,
      );
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Pay €${(invoice.amountCents / 100).toFixed(2)} for ${invoice.description} (invoice ${invoice.reference})?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState,
      });
    },
  );
}
