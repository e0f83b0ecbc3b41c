import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { callerOf, requireScope } from '../auth.js';
import { getCustomer, setBillingEmail } from '../billing.js';
import { openState, sealState } from '../state/box.js';

const TOOL = 'update_billing_email';

type EmailRound = { step: 'collect' } | { step: 'confirm'; newEmail: string; previous: string | null };

const Email = z.email().max(254);

const say = (body: string) => ({ content: [{ type: 'text' as const, text: body }] });

export function registerBillingEmail(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Change the address invoices and receipts are sent to. Asks for the new address, then confirms.',
      inputSchema: z.object({ customerId: z.string().startsWith('cus_') }),
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      requireScope(caller, 'billing:write');
      const binding = { userId: caller.userId, tool: TOOL, args };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const customer = await getCustomer(args.customerId);
        return inputRequired({
          inputRequests: {
            email: inputRequired.elicit({
              message: `New billing email for ${customer.name ?? customer.id} (now ${customer.email ?? 'none'})?`,
              requestedSchema: {
                type: 'object',
                properties: { email: { type: 'string', format: 'email', title: 'Billing email' } },
                required: ['email'],
              },
            }),
          },
          requestState: sealState<EmailRound>({ step: 'collect' }, binding),
        });
      }

      const opened = openState<EmailRound>(token, binding);
      if (!opened.ok) {
        return { isError: true, content: [{ type: 'text' as const, text: `Please start over (${opened.reason}).` }] };
      }
      const round = opened.state;

      if (round.step === 'collect') {
        const given = Email.safeParse(acceptedContent<{ email: string }>(ctx.mcpReq.inputResponses, 'email')?.email);
        if (!given.success) {
          return say('No valid email given; nothing changed.');
        }
        const customer = await getCustomer(args.customerId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Send invoices for ${customer.name ?? customer.id} to ${given.data} instead of ${customer.email ?? 'nobody'}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: sealState<EmailRound>(
            { step: 'confirm', newEmail: given.data, previous: customer.email },
            binding,
          ),
        });
      }

      if (!acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
        return say('Billing email unchanged.');
      }
      await setBillingEmail(args.customerId, round.newEmail);
      return say(`Invoices for ${args.customerId} now go to ${round.newEmail} (was ${round.previous ?? 'none'}).`);
    },
  );
}
