// Registers the pay_invoice tool, which confirms before paying an open invoice from the payout account.
// @ts-nocheck
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { ledger } from '../ledger.js';
import { mintState, readState } from '../stateToken.js';
import { userOf } from '../auth.js';

const TOOL = 'pay_invoice';

interface PayState {
  invoiceId: string;
  accountId: string;
  bankToken: string;
  step: 'confirm';
}

export function registerPayInvoice(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Pay an open invoice from the caller\'s payout account',
      inputSchema: z.object({ invoiceId: z.string(), amountCents: z.number().int().positive() }),
      annotations: { destructiveHint: true },
    },
    async ({ invoiceId, amountCents }, ctx) => {
      const userId = userOf(ctx);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const invoice = await ledger.getInvoice(invoiceId);
        if (invoice.status !== 'open') {
          return { isError: true, content: [{ type: 'text', text: `Invoice ${invoiceId} is ${invoice.status}.` }] };
        }
        const account = await ledger.payoutAccountFor(userId);
        // Carry the account link through the round so the retry doesn't hit Plaid again.
        const state = await mintState( // expect: require-state-binding
          { invoiceId, accountId: account.id, bankToken: account.plaidAccessToken, step: 'confirm' }, // expect: no-secrets-in-state
          { userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Pay ${(amountCents / 100).toFixed(2)} ${invoice.currency} to ${invoice.customer} from ${account.label}?`,
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', title: 'Pay now' } }, required: ['ok'] },
            }),
          },
          requestState: state,
        });
      }

      const prior = await readState<PayState>(raw, { userId, tool: TOOL });
      if (prior.invoiceId !== invoiceId) {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation was for a different invoice.' }] };
      }
      const answer = acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.ok) return { content: [{ type: 'text', text: 'Payment cancelled.' }] };

      const { paymentId } = await ledger.pay(invoiceId, amountCents, prior.accountId);
      return { content: [{ type: 'text', text: `Paid invoice ${invoiceId} (payment ${paymentId}).` }] };
    },
  );
}
