import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { callerOf } from '@/lib/auth';
import { getIntegrations, sendDunningEmail } from '@/lib/integrations';
import { formatAmount, getOrgInvoice } from '@/lib/stripe';
import { openRound, sealRound } from '@/lib/state/token';

const TOOL = 'send_dunning_email';

interface DunningRound {
  invoiceId: string;
  number: string;
  recipient: string;
  amount: string;
  payUrl: string;
  postmark: { token: string; from: string; stream: string };
}

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export function registerSendDunning(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Send payment reminder',
      description: 'Emails the customer a reminder for an unpaid invoice, using the organisation’s Postmark templates.',
      inputSchema: { invoiceId: z.string().startsWith('in_') },
    },
    async ({ invoiceId }, ctx) => {
      const caller = callerOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const [invoice, integrations] = await Promise.all([
          getOrgInvoice(invoiceId, caller.orgId),
          getIntegrations(caller.orgId),
        ]);
        if (!invoice || invoice.status !== 'open') return { ...text(`Invoice ${invoiceId} is not open.`), isError: true };
        if (!integrations) return { ...text('Connect Postmark under Settings → Integrations first.'), isError: true };
        if (!invoice.customer_email) return { ...text(`Invoice ${invoice.number} has no customer email.`), isError: true };

        // Everything the second round needs, so it doesn't have to hit Stripe and KV again.
        const round: DunningRound = {
          invoiceId: invoice.id,
          number: invoice.number,
          recipient: invoice.customer_email,
          amount: formatAmount(invoice.amount_due, invoice.currency),
          payUrl: invoice.hosted_invoice_url ?? '',
          postmark: {
            token: integrations.postmarkServerToken, // expect: no-secrets-in-state
            from: integrations.fromAddress,
            stream: integrations.messageStream,
          },
        };

        return inputRequired({
          inputRequests: {
            tone: inputRequired.elicit({
              message: `Send a reminder for ${invoice.number} (${round.amount}) to ${invoice.customer_email}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  template: { type: 'string', enum: ['gentle', 'firm', 'final'], title: 'Tone' },
                },
                required: ['template'],
              },
            }),
          },
          requestState: await sealRound(round, { sub: caller.userId, tool: TOOL }),
        });
      }

      const round = await openRound<DunningRound>(token, { sub: caller.userId, tool: TOOL });
      if (!round || round.invoiceId !== invoiceId) {
        return { ...text('This reminder request expired. Start again.'), isError: true };
      }
      const answer = acceptedContent<{ template: 'gentle' | 'firm' | 'final' }>(ctx.mcpReq.inputResponses, 'tone');
      if (!answer) return text('No reminder sent.');

      const messageId = await sendDunningEmail({
        serverToken: round.postmark.token,
        from: round.postmark.from,
        stream: round.postmark.stream,
        to: round.recipient,
        template: answer.template,
        model: { invoice_number: round.number, amount_due: round.amount, pay_url: round.payUrl },
      });
      return text(`Sent a ${answer.template} reminder for ${round.number} to ${round.recipient} (message ${messageId}).`);
    },
  );
}
