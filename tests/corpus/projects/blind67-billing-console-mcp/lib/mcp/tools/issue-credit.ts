import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { createCredit, getCustomer } from '@/lib/billing';
import { issueRoundToken, readRoundToken } from '@/lib/state/round-token';
import { callerOf, refusal, text } from '../register';

const TOOL = 'issue_credit';

interface PendingCredit {
  customerId: string;
  amountCents: number;
  currency: string;
  reason: string;
}

export function registerIssueCredit(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Issue an account credit',
      description: 'Add a credit to a customer balance, up to the account credit limit. Asks for confirmation.',
      inputSchema: z.object({
        customerId: z.string().startsWith('cus_'),
        amountCents: z.number().int().positive(),
        currency: z.string().length(3).toLowerCase(),
        reason: z.string().min(3).max(500),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ customerId, amountCents, currency, reason }, ctx) => {
      const caller = callerOf(ctx);
      const binding = { userId: caller.userId, tool: TOOL };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const customer = await getCustomer(caller.accountId, customerId);
        if (amountCents > customer.creditLimitCents) {
          return refusal(`That is above ${customer.name}'s credit limit of ${customer.creditLimitCents / 100} ${currency}.`);
        }
        const pending: PendingCredit = { customerId, amountCents, currency, reason };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Credit ${customer.name} ${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()} for "${reason}"?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await issueRoundToken({ ...pending }, binding),
        });
      }

      // Act on what the user confirmed, not on whatever the retry's arguments say.
      const pending = await readRoundToken<PendingCredit>(token, binding);
      if (!pending) return refusal('That confirmation is expired or was not issued to you. Ask again.');
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('No credit issued.');

      const credit = await createCredit(
        caller.accountId,
        pending.customerId,
        pending.amountCents,
        pending.currency,
        pending.reason,
      );
      return text(`Issued credit ${credit.id}: ${(pending.amountCents / 100).toFixed(2)} ${pending.currency.toUpperCase()}.`);
    },
  );
}
