import { randomUUID } from 'node:crypto';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { accountForAgent, type BillingAccount } from '../billing/accounts.js';
import { stripeFor } from '../billing/stripe.js';
import { log } from '../log.js';
import { issueStateToken, readStateToken } from '../state/tokens.js';

const TOOL = 'refund_invoice';

const RefundArgs = z.object({
  invoiceId: z.string().startsWith('in_'),
  amountCents: z.number().int().positive(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']),
});
type RefundArgs = z.infer<typeof RefundArgs>;

interface RefundRound {
  step: 'confirm';
  args: RefundArgs;
  charge: string;
  account: BillingAccount;
  idempotencyKey: string;
}

type AgentContext = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

function agentOf(ctx: AgentContext): string {
  const agent = ctx.http?.authInfo?.extra?.userId;
  if (typeof agent !== 'string' || !agent) throw new Error('No authenticated support agent on this request');
  return agent;
}

const sameArgs = (a: RefundArgs, b: RefundArgs) =>
  a.invoiceId === b.invoiceId && a.amountCents === b.amountCents && a.reason === b.reason;

const reply = (text: string, isError = false) => ({ content: [{ type: 'text' as const, text }], isError });

export function registerRefundInvoice(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Refund invoice',
      description: 'Refund part or all of a paid invoice. Shows the agent what will be refunded and asks to confirm.',
      inputSchema: RefundArgs.shape,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const agent = agentOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const account = await accountForAgent(agent);
        if (args.amountCents > account.maxRefundCents) {
          return reply(`Refunds above ${account.maxRefundCents / 100} ${account.currency} need a team lead.`, true);
        }
        const invoice = await stripeFor(account.stripe).invoice(args.invoiceId);
        if (invoice.status !== 'paid' || !invoice.charge) return reply(`${invoice.number} is ${invoice.status}; nothing to refund.`, true);
        if (args.amountCents > invoice.amount_paid) return reply(`${invoice.number} was paid ${invoice.amount_paid / 100} only.`, true);

        const round: RefundRound = {
          step: 'confirm',
          args,
          charge: invoice.charge,
          account, // expect: no-secrets-in-state
          idempotencyKey: randomUUID(),
        };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${args.amountCents / 100} ${invoice.currency.toUpperCase()} of ${invoice.number} (${invoice.customer_email ?? 'no e-mail'})?`,
              requestedSchema: {
                type: 'object',
                properties: { refund: { type: 'boolean', title: 'Issue the refund' } },
                required: ['refund'],
              },
            }),
          },
          requestState: await issueStateToken({ ...round }, { userId: agent, tool: TOOL }),
        });
      }

      let round: RefundRound;
      try {
        round = await readStateToken<RefundRound & { sub: string }>(raw, { userId: agent, tool: TOOL });
      } catch (err) {
        log.info({ err, agent }, 'refund state refused');
        return reply('This refund confirmation is no longer valid. Start again.', true);
      }
      if (!sameArgs(round.args, args)) return reply('The confirmation was given for another refund.', true);

      const answer = acceptedContent<{ refund: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.refund) return reply('No refund issued.');

      // The account travelled with the state, which saves a second Vault read per refund.
      const refund = await stripeFor(round.account.stripe).refund(round.charge, args.amountCents, args.reason, round.idempotencyKey);
      log.info({ agent, invoice: args.invoiceId, refund: refund.id }, 'refund issued');
      return reply(`Refund ${refund.id} is ${refund.status}.`);
    },
  );
}
