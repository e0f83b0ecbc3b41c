// Registers approve_invoice, which confirms and collects a comment before approving an invoice.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { Envelope } from '../codec/envelope.js';
import { migrate, STATE_TTL_SECONDS, type ApprovalState } from '../state/schema.js';
import { approveInvoice, getInvoice } from '../billing.js';

const TOOL = 'approve_invoice';

const Args = z.object({
  invoiceId: z.string().min(1),
  amountCents: z.number().int().positive(),
  payTo: z.string().min(4),
});
type Args = z.infer<typeof Args>;

// Digest of the exact arguments being approved; not a secret.
export function argsHash(a: Args): string {
  return createHash('sha256').update(JSON.stringify([a.invoiceId, a.amountCents, a.payTo])).digest('base64url');
}

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });

export function registerApproveInvoice(server: McpServer, envelope: Envelope): void {
  server.registerTool(
    TOOL,
    {
      description: 'Approve an open invoice for payment. Asks the user to confirm first.',
      inputSchema: Args,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!userId) return text('Sign in to approve invoices.', true);
      const now = Math.floor(Date.now() / 1000);
      const h = argsHash(args);
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const inv = await getInvoice(args.invoiceId);
        if (inv.amountCents !== args.amountCents || inv.payTo !== args.payTo) {
          return text('Invoice details do not match the billing system.', true);
        }
        const state: ApprovalState = { v: 2, sub: userId, tool: TOOL, h, step: 'confirm', exp: now + STATE_TTL_SECONDS };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Approve ${(inv.amountCents / 100).toFixed(2)} ${inv.currency} to ${inv.vendor} (${inv.payTo})?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  approve: { type: 'boolean', title: 'Approve payment' },
                  comment: { type: 'string', maxLength: 500 },
                },
                required: ['approve'],
              },
            }),
          },
          requestState: envelope.seal(state),
        });
      }

      let state: ApprovalState;
      try {
        const opened = envelope.open(raw);
        state = migrate(opened.version, opened.payload, TOOL);
      } catch {
        return text('This approval request is invalid. Start again.', true);
      }
      if (state.sub !== userId || state.tool !== TOOL || state.h !== h || state.exp <= now) {
        return text('This approval request has expired or belongs to someone else.', true);
      }

      const answer = acceptedContent<{ approve: boolean; comment?: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.approve) return text('Approval cancelled; nothing was changed.');
      const inv = await approveInvoice(args.invoiceId, userId, answer.comment);
      return text(`Invoice ${inv.id} is now ${inv.status}.`);
    },
  );
}
